import type { LotteryUnit, PlayMenu, PlayMenuItem } from '@portal/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatOdds } from '../hooks/use-format-odds';
import { useLotteryText } from '../hooks/use-lottery-text';
import { countBets, emptySelection } from '../model/bets';
import { factorAtGroup, playStake } from '../model/money';
import type { SlipLine } from '../model/slip';
import { MultipleField } from './MultipleField';
import { NumberPicker } from './NumberPicker';
import { PointPriceText } from './PointPriceText';
import { UnitSelect } from './UnitSelect';
import './PickPanel.css';
import './SlipPanel.css';

/**
 * Picking one play's numbers: the rows of the play, the odds at the slip's group, the bets and what
 * they cost as the member picks, and "add to slip".
 */
export function PickPanel({
  menu,
  play,
  group,
  onAdd,
}: {
  menu: PlayMenu;
  play: PlayMenuItem;
  group: number;
  onAdd: (line: Omit<SlipLine, 'id'>) => void;
}) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const formatMinor = useFormatMinor();
  const formatOdds = useFormatOdds();
  const [selection, setSelection] = useState(() => emptySelection(play));
  const [unit, setUnit] = useState<LotteryUnit>(menu.units[0] ?? '1');
  const [multiple, setMultiple] = useState(1);
  const check = countBets(menu, play, selection);
  const bets = check?.ok ? check.bets : 0;
  const stake = playStake(menu, play.id, bets, unit, multiple);
  const oddsOf = (code: string) => {
    const option = play.options.find((item) => item.code === code);
    return option ? formatOdds(factorAtGroup(option.factor, group, menu.group, play.scaling)) : null;
  };
  const twoSided = play.areas.some((area) => area.values.some((value) => play.options.some((o) => o.code === value)));

  const add = () => {
    if (bets === 0) return;
    onAdd({ playId: play.id, selection, bets, unit, multiple });
    setSelection(emptySelection(play));
  };

  return (
    <section className="stack stack--4 pick-panel" aria-label={t('lottery.pickFor', { play: text.play(play.id) })}>
      {twoSided ? null : play.pointPrice ? (
        <p className="pick-panel__odds">
          <PointPriceText price={play.pointPrice} />
        </p>
      ) : (
        <p className="pick-panel__odds">
          {t('lottery.odds')}{' '}
          {play.options.map((option, index) => (
            <span key={option.code} className="figures">
              {index > 0 ? ' · ' : ''}
              {option.code === '*' ? '' : `${text.option(option.code)} `}×{oddsOf(option.code)}
            </span>
          ))}
          {play.scaling === 'group' ? (
            <span className="pick-panel__group"> {t('lottery.atGroup', { group })}</span>
          ) : null}
        </p>
      )}
      <NumberPicker
        kind={menu.kind}
        play={play}
        selection={selection}
        onChange={(area, picked) =>
          setSelection((current) => current.map((values, index) => (index === area ? picked : values)))
        }
        odds={oddsOf}
      />
      <div className="pick-bar">
        <p className="pick-bar__count" aria-live="polite" data-testid="pick-summary">
          {check && !check.ok ? (
            <span className="pick-bar__problem">{t(`lottery.problem.${check.problem}`)}</span>
          ) : (
            <>
              <strong className="figures">{t('lottery.betsCount', { n: bets })}</strong>
              <span className="figures">{formatMinor(stake)}</span>
            </>
          )}
        </p>
        {play.pointPrice ? null : (
          <UnitSelect units={menu.units} betPrice={menu.betPrice} value={unit} onChange={setUnit} />
        )}
        <MultipleField value={multiple} onChange={setMultiple} points={play.pointPrice !== null} />
        <Button onClick={add} disabled={bets === 0} icon={<Plus size={16} aria-hidden="true" />}>
          {t('lottery.addToSlip')}
        </Button>
      </div>
    </section>
  );
}
