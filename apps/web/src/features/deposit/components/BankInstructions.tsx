import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/CopyButton';
import '../../../components/ui/data.css';

/** The instruction fields the portal knows a label for; any other key shows as the site wrote it. */
const knownFields = ['bank', 'accountName', 'accountNumber', 'branch', 'reference'] as const;
type KnownField = (typeof knownFields)[number];
const isKnown = (key: string): key is KnownField => (knownFields as readonly string[]).includes(key);

/**
 * Where to send a bank transfer: each detail with a copy button (SPEC §8: copying says it worked), and
 * the site's note in the reader's language.
 */
export function BankInstructions({
  instructions,
  note,
}: {
  instructions: Record<string, string>;
  note: string | null;
}) {
  const { t } = useTranslation();
  const entries = Object.entries(instructions);
  if (entries.length === 0 && !note) return null;

  return (
    <section className="bank-instructions" aria-labelledby="bank-instructions-title">
      <h3 id="bank-instructions-title" className="bank-instructions__title">
        {t('deposit.instructionsTitle')}
      </h3>
      <dl>
        {entries.map(([key, value]) => {
          const label = isKnown(key) ? t(`deposit.instruction.${key}`) : key;
          return (
            <div key={key} className="data-card__row">
              <dt>{label}</dt>
              <dd>
                <span className="figures">{value}</span>
                <CopyButton text={value} label={t('deposit.copy', { label })} copied={t('deposit.copied', { label })} />
              </dd>
            </div>
          );
        })}
      </dl>
      {note ? <p className="bank-instructions__note">{note}</p> : null}
    </section>
  );
}
