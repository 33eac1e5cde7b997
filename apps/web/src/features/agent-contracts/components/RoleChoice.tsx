import type { ContractRole } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

const choices = [undefined, 'held', 'given'] as const;

/**
 * Whose contracts a list shows: all, mine (held) or those I gave my downlines. Toggle buttons in the
 * look of the date presets, since the two sit in the same filter bars.
 */
export function RoleChoice({ value, onChange }: { value?: ContractRole; onChange: (role?: ContractRole) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">{t('agentContracts.roles.label')}</legend>
      {choices.map((role) => (
        <button
          key={role ?? 'all'}
          type="button"
          className="segmented__item"
          aria-pressed={value === role}
          onClick={() => onChange(role)}
        >
          {t(`agentContracts.roles.${role ?? 'all'}`)}
        </button>
      ))}
    </fieldset>
  );
}
