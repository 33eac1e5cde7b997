import type { PlayMenu } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { rebatePercent } from '../model/money';
import './GroupSlider.css';

/**
 * The prize group of the slip's group-scaled plays, from the site's minimum to its maximum: each 2
 * points under the maximum lower the odds a little and give back 0.1 % of the stake as a rebate.
 */
export function GroupSlider({
  menu,
  group,
  onChange,
  rebate,
}: {
  menu: PlayMenu;
  group: number;
  onChange: (group: number) => void;
  /** The slip's rebate at this group, in minor units. */
  rebate: bigint;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const id = useId();
  if (menu.minGroup >= menu.maxGroup) return null;
  return (
    <div className="stack stack--1 group-slider">
      <div className="group-slider__head">
        <label htmlFor={id} className="field__label">
          {t('lottery.prizeGroup')}
        </label>
        <output htmlFor={id} className="figures group-slider__value" data-testid="group-summary">
          {t('lottery.groupSummary', {
            group,
            percent: rebatePercent(group, menu.maxGroup),
            rebate: formatMinor(rebate),
          })}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={menu.minGroup}
        max={menu.maxGroup}
        step={1}
        value={group}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={t('lottery.groupValueText', { group, percent: rebatePercent(group, menu.maxGroup) })}
      />
      <div className="group-slider__ends figures" aria-hidden="true">
        <span>{menu.minGroup}</span>
        <span>{menu.maxGroup}</span>
      </div>
    </div>
  );
}
