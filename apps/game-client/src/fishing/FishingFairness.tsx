import type { RoundRecord } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { api, GameFailure } from '../api';
import { errorKey, type Translate } from '../i18n';
import { FairnessPanel } from '../Panels';
import { fishingOf } from './rounds';
import type { FishingText } from './strings';
import type { FishingCheck } from './verify-fishing';

interface FishingFairnessProps {
  session: string;
  text: FishingText;
  t: Translate;
  money(minor: string | bigint): string;
  locale: string;
}

type Check = 'unrevealed' | 'other' | FishingCheck;

/**
 * The seeds in play (the commitment, the client seed and the rotation that reveals the server seed, as every game
 * of this client shows them) and the recent rounds: a revealed round's shots are recomputed here, in the browser.
 */
export function FishingFairness({ session, text, t, money, locale }: FishingFairnessProps) {
  const [rounds, setRounds] = useState<RoundRecord[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checks, setChecks] = useState<Record<string, Check>>({});
  useEffect(() => {
    api
      .rounds(session)
      .then((history) => setRounds(history.items))
      .catch((error: unknown) => setFailure(error instanceof GameFailure ? error.code : 'other'));
  }, [session]);

  const check = async (round: RoundRecord) => {
    const fishing = fishingOf(round);
    let result: Check = 'other';
    try {
      if (fishing) {
        // The seeds revealed now: a rotation in the panel above reveals this round's without a reload.
        const revealed = await api.revealed(session);
        const pair = revealed.items.find((seeds) => seeds.commitment === round.commitment);
        // The maths come with the check only: a player who never verifies never downloads them.
        const { verifyFishingRound } = await import('./verify-fishing');
        result = pair ? await verifyFishingRound(round, fishing, pair.serverSeed) : 'unrevealed';
      }
    } catch (error) {
      setFailure(error instanceof GameFailure ? error.code : 'other');
      return;
    }
    setChecks((done) => ({ ...done, [round.roundId]: result }));
  };

  const verdict = (checked: FishingCheck) => {
    if (!checked.commitmentMatches) return text('verifyCommitment');
    if (checked.mismatch) {
      return text('verifyBad', {
        n: checked.mismatch.shot,
        caught: text(checked.mismatch.caught ? 'replayCaught' : 'replayMissed'),
        multiplier: checked.mismatch.multiplier,
      });
    }
    if (!checked.totalsMatch) return text('verifyTotals');
    return text('verifyOk', { n: checked.shots });
  };

  return (
    <>
      <FairnessPanel session={session} t={t} />
      <h3>{text('recentRounds')}</h3>
      <p className="notice">{text('rotateHint')}</p>
      {failure ? (
        <p className="notice notice--error">{t(errorKey(failure))}</p>
      ) : !rounds ? (
        <p className="notice">{t('loading')}</p>
      ) : rounds.length === 0 ? (
        <p className="notice">{t('noRounds')}</p>
      ) : (
        <ol className="history">
          {rounds.map((round) => {
            const shots = fishingOf(round)?.shots;
            const checked = checks[round.roundId];
            const good =
              typeof checked === 'object' &&
              checked.commitmentMatches &&
              checked.mismatch === null &&
              checked.totalsMatch;
            return (
              <li key={round.roundId} className="history__round">
                <div className="history__line">
                  <time dateTime={round.playedAt}>{new Date(round.playedAt).toLocaleTimeString(locale)}</time>
                  <span>
                    {t('bet')} {money(round.bet)}
                  </span>
                  <span className={round.win === '0' ? '' : 'history__win'}>
                    {t('win')} {money(round.win)}
                  </span>
                  {shots && (
                    <button type="button" className="link-button" onClick={() => void check(round)}>
                      {t('verify')}
                    </button>
                  )}
                </div>
                <div className="history__meta">
                  {t('round')} {round.roundId} · {t('nonce')} {round.nonce}
                  {shots &&
                    ` · ${text('roundShots', { shots: shots.length, caught: shots.filter((shot) => shot.caught).length })}`}
                </div>
                {checked === 'unrevealed' && <p className="notice">{t('notRevealed')}</p>}
                {checked === 'other' && <p className="notice">{text('notFishingRound')}</p>}
                {typeof checked === 'object' && (
                  <p className={`notice ${good ? 'notice--ok' : 'notice--error'}`}>{verdict(checked)}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </>
  );
}
