import { useState } from 'react';
import { Dialog } from './Dialog';
import type { Translate } from './i18n';

export interface AutoplayPlan {
  rounds: number;
  /** Stop once this much (minor units) is lost over the run; null: no limit. */
  lossLimit: bigint | null;
  /** Stop after one win of at least this much; null: no limit. */
  singleWinLimit: bigint | null;
}

const roundChoices = [10, 25, 50, 100];

/** Amounts are typed in currency units ("12.50"), kept as minor units; anything else means no limit. */
function minorOf(text: string): bigint | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '0').padEnd(2, '0'));
}

export function AutoplayDialog({
  t,
  onClose,
  onStart,
}: {
  t: Translate;
  onClose(): void;
  onStart(plan: AutoplayPlan): void;
}) {
  const [rounds, setRounds] = useState(10);
  const [loss, setLoss] = useState('');
  const [win, setWin] = useState('');
  return (
    <Dialog title={t('autoplay')} closeLabel={t('closeDialog')} onClose={onClose}>
      <fieldset className="choices">
        <legend>{t('autoplayRounds')}</legend>
        {roundChoices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={`chip${rounds === choice ? ' chip--on' : ''}`}
            aria-pressed={rounds === choice}
            onClick={() => setRounds(choice)}
          >
            {choice}
          </button>
        ))}
      </fieldset>
      <label className="field">
        <span>{t('stopOnLoss')}</span>
        <input inputMode="decimal" value={loss} onChange={(event) => setLoss(event.target.value)} />
      </label>
      <label className="field">
        <span>{t('stopOnWin')}</span>
        <input inputMode="decimal" value={win} onChange={(event) => setWin(event.target.value)} />
      </label>
      <button
        type="button"
        className="button"
        onClick={() => onStart({ rounds, lossLimit: minorOf(loss), singleWinLimit: minorOf(win) })}
      >
        {t('start')}
      </button>
    </Dialog>
  );
}
