import type { RevealedSeeds, RoundRecord } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { api, GameFailure } from '../api';
import type { Translate } from '../i18n';
import type { HouseFamily, HouseText } from './plugin';

interface HistoryProps {
  session: string;
  family: HouseFamily;
  text: HouseText;
  t: Translate;
  money(minor: string | bigint): string;
  locale: string;
}

type Check = 'unrevealed' | { commitmentMatches: boolean; replayMatches: boolean };

/** The player's last rounds; each can be replayed from its revealed seed here, in the browser. */
export function HouseHistory({ session, family, text, t, money, locale }: HistoryProps) {
  const [rounds, setRounds] = useState<RoundRecord[] | null>(null);
  const [revealed, setRevealed] = useState<RevealedSeeds[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [checks, setChecks] = useState<Record<string, Check>>({});
  useEffect(() => {
    Promise.all([api.rounds(session), api.revealed(session)])
      .then(([history, seeds]) => {
        setRounds(history.items);
        setRevealed(seeds.items);
      })
      .catch((error: unknown) => setFailure(error instanceof GameFailure ? error.code : 'other'));
  }, [session]);

  const check = async (round: RoundRecord) => {
    const pair = revealed.find((seeds) => seeds.commitment === round.commitment);
    // Every game's maths come with the check only: a player who never verifies never downloads them.
    const verify = async (serverSeed: string) => (await import('./verify-house')).verifyHouseRound(round, serverSeed);
    const result: Check = pair ? await verify(pair.serverSeed) : 'unrevealed';
    setChecks((done) => ({ ...done, [round.roundId]: result }));
  };

  if (failure) return <p className="notice notice--error">{text(`error.${failure}`)}</p>;
  if (!rounds) return <p className="notice">{t('loading')}</p>;
  if (rounds.length === 0) return <p className="notice">{t('noRounds')}</p>;
  return (
    <ol className="history">
      {rounds.map((round) => {
        const checked = checks[round.roundId];
        const good = checked && checked !== 'unrevealed' && checked.commitmentMatches && checked.replayMatches;
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
              <button type="button" className="link-button" onClick={() => void check(round)}>
                {t('verify')}
              </button>
            </div>
            <div className="history__meta">
              {t('round')} {round.roundId} · {t('nonce')} {round.nonce}
              {round.house &&
                ` · ${round.house.wagers.map((wager) => family.spotName?.(wager.spot, text) ?? text(`spot.${wager.spot}`)).join(', ')}`}
            </div>
            {checked === 'unrevealed' && <p className="notice">{t('notRevealed')}</p>}
            {checked && checked !== 'unrevealed' && (
              <p className={`notice ${good ? 'notice--ok' : 'notice--error'}`}>
                {good ? text('verifiedRound') : t('notVerified')}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
