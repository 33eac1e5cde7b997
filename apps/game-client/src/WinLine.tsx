import type { ReelSpin, ReelStep } from '@portal/contracts';
import { errorKey, type Translate } from './i18n';
import { stepLabel } from './wins';

interface WinLineProps {
  /** The last round, once its answer came (null before the first, and while one is asked for). */
  round: ReelSpin | null;
  /** The window of it shown now: its spin, or a step it went on to. */
  shown: (Pick<ReelSpin, 'grid' | 'wins'> & Partial<ReelStep>) | null;
  /** What the round has paid so far (all of it once it is over). */
  paid: bigint;
  /** The round is still being shown: its jackpot, if any, comes at the end. */
  playing: boolean;
  failure: string | null;
  money: (minor: string | bigint) => string;
  t: Translate;
}

/** Under the reels: a refusal, or what the round paid, with the feature under way and a jackpot it won. */
export function WinLine({ round, shown, paid, playing, failure, money, t }: WinLineProps) {
  const won = round !== null && (paid !== 0n || round.jackpotWin !== undefined);
  return (
    <p className={`winline${won ? ' winline--won' : ''}`} aria-live="polite">
      {failure ? (
        <span className="winline__error" role="alert">
          {t(errorKey(failure))}
        </span>
      ) : round ? (
        <>
          {shown?.kind && <span className="winline__feature">{stepLabel(shown as ReelStep, t)}</span>}
          {`${t('win')} ${money(paid)}`}
          {round.jackpotWin && !playing && (
            <strong className="winline__jackpot">{`${t('jackpotWon')} ${money(round.jackpotWin)}`}</strong>
          )}
        </>
      ) : (
        ' '
      )}
    </p>
  );
}
