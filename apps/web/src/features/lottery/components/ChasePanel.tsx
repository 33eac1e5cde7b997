import type { PlayMenu } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/Field';
import { useFormatMinor } from '../../../lib/use-format-minor';
import type { ChaseSettings } from '../hooks/use-slip';
import { CountInput } from './CountInput';
import './ChasePanel.css';
import './UnitSelect.css';

/** Betting the slip on the next issues too (追号): how many, doubling each time, stopping on a win. */
export function ChasePanel({
  menu,
  chase,
  onChange,
  total,
}: {
  menu: PlayMenu;
  chase: ChaseSettings;
  onChange: (chase: ChaseSettings) => void;
  /** The slip over every issue of the chase, in minor units. */
  total: bigint;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const id = useId();
  if (menu.maxChaseIssues < 2) return null;
  const flag = (key: 'enabled' | 'double' | 'stopOnWin', label: string) => (
    <CheckboxField
      label={label}
      checked={chase[key]}
      onChange={(event) => onChange({ ...chase, [key]: event.target.checked })}
    />
  );
  return (
    <fieldset className="chase">
      <legend className="visually-hidden">{t('lottery.chase')}</legend>
      {flag('enabled', t('lottery.chaseOn'))}
      {chase.enabled ? (
        <div className="chase__body">
          <div className="field field--inline">
            <label htmlFor={id} className="field__label">
              {t('lottery.chaseIssues', { max: menu.maxChaseIssues })}
            </label>
            <CountInput
              id={id}
              value={chase.issues}
              min={2}
              max={menu.maxChaseIssues}
              onChange={(issues) => onChange({ ...chase, issues })}
            />
          </div>
          {flag('double', t('lottery.chaseDouble'))}
          {flag('stopOnWin', t('lottery.chaseStop'))}
          <p className="chase__total" data-testid="chase-total">
            {t('lottery.chaseTotal', { issues: chase.issues })}{' '}
            <strong className="figures">{formatMinor(total)}</strong>
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
