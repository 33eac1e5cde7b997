import type { ActiveSeeds, RevealedSeeds, RoundRecord, SlotTitle } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { api, GameFailure } from './api';
import type { TitleArt } from './art';
import { CoinRows, FeatureRules } from './FeatureRules';
import { errorKey, type Translate } from './i18n';
import { formatMoney } from './money';
import { SymbolFace } from './SymbolFace';
import { type VerifiedSpin, verifySpin } from './verify';

interface PanelProps {
  title: SlotTitle;
  art: TitleArt;
  bet: bigint;
  locale: string;
  t: Translate;
}

/** The most one spin pays at a bet, in minor units: the multiple is exact to the cent of a minor unit's bet. */
const maxWinAt = (bet: bigint, title: SlotTitle) => (bet * BigInt(Math.round(title.maxWinMultiple * 1000))) / 1000n;

/** The paytable at the current bet, and the rules with the exact return. */
export function PaytablePanel({ title, art, bet, locale, t }: PanelProps) {
  const units = BigInt(title.lines ? title.lines.length : (title.coins ?? 1));
  const money = (minor: bigint) => formatMoney(minor, title.currency, locale);
  const minimumRun = title.minimumCount;
  // Anywhere pays name counts, the last for that many or more.
  const countLabel = (index: number, columns: number) =>
    `${minimumRun + index}${title.payKind === 'anywhere' && index === columns - 1 ? '+' : ''}×`;
  return (
    <>
      <table className="paytable">
        <tbody>
          {Object.entries(title.paytable)
            .reverse()
            .map(([symbol, pays]) => (
              <tr key={symbol}>
                <th scope="row">
                  <span className="paytable__face">
                    <SymbolFace face={art.faces[symbol]} name={symbol} />
                  </span>
                </th>
                {pays.map((multiple, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the column is the run length, a position
                  <td key={index}>
                    <span className="paytable__count">{countLabel(index, pays.length)}</span>{' '}
                    {money((bet / units) * BigInt(multiple))}
                  </td>
                ))}
              </tr>
            ))}
          {title.scatter && title.scatterPays.length > 0 && (
            <tr>
              <th scope="row">
                <span className="paytable__face">
                  <SymbolFace face={art.faces[title.scatter]} name={title.scatter} />
                </span>
              </th>
              {title.scatterPays.map((multiple, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the column is the scatter count, a position
                <td key={index}>
                  <span className="paytable__count">{3 + index}×</span> {money(bet * BigInt(multiple))}
                </td>
              ))}
            </tr>
          )}
          <CoinRows title={title} art={art} bet={bet} locale={locale} t={t} />
        </tbody>
      </table>
      <h3>{t('rules')}</h3>
      <ul className="rules">
        <li>
          {title.lines
            ? t('linesGame', { n: title.lines.length })
            : title.payKind === 'anywhere'
              ? t('anywhereGame', { n: minimumRun })
              : t('waysGame', { n: title.rows ** title.reels })}
        </li>
        {title.wild && <li>{t('wildRule')}</li>}
        {title.scatter && <li>{t('scatterRule')}</li>}
        <FeatureRules title={title} t={t} />
        <li>
          {t('rtp')}: <strong>{title.rtpPercent.toFixed(2)} %</strong>
          {title.rtpHalfWidthPercent !== null &&
            ` ${t('rtpSimulated', {
              half: title.rtpHalfWidthPercent.toFixed(2),
              rounds: (title.simulatedRounds ?? 0).toLocaleString(locale),
            })}`}
        </li>
        <li>
          {t('hitRate')}: <strong>{title.hitRatePercent.toFixed(2)} %</strong>
        </li>
        <li>
          {t('maxWin')}: <strong>×{title.maxWinMultiple.toLocaleString(locale)}</strong> ({money(maxWinAt(bet, title))})
        </li>
        <li>
          {t('volatility')}: <strong>{t(`volatility.${title.volatility}`)}</strong>
        </li>
        <li>{t('rulesNote')}</li>
      </ul>
    </>
  );
}

interface HistoryProps {
  session: string;
  title: SlotTitle;
  locale: string;
  t: Translate;
}

/** The player's last rounds; each can be checked against its revealed seed here, in the browser. */
export function HistoryPanel({ session, title, locale, t }: HistoryProps) {
  const [rounds, setRounds] = useState<RoundRecord[] | null>(null);
  const [revealed, setRevealed] = useState<RevealedSeeds[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [checks, setChecks] = useState<Record<string, VerifiedSpin | 'unrevealed'>>({});
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
    if (!pair || !round.stops) {
      setChecks((done) => ({ ...done, [round.roundId]: 'unrevealed' }));
      return;
    }
    const lengths = round.drawLengths ?? title.stripLengths;
    const result = await verifySpin({ ...round, stops: round.stops }, pair.serverSeed, lengths);
    setChecks((done) => ({ ...done, [round.roundId]: result }));
  };

  if (failure) return <p className="notice notice--error">{t(errorKey(failure))}</p>;
  if (!rounds) return <p className="notice">{t('loading')}</p>;
  if (rounds.length === 0) return <p className="notice">{t('noRounds')}</p>;
  const money = (minor: string) => formatMoney(minor, title.currency, locale);
  return (
    <ol className="history">
      {rounds.map((round) => {
        const checked = checks[round.roundId];
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
              {t('round')} {round.roundId} · {t('nonce')} {round.nonce} · {t('stops')} {round.stops?.join(', ')}
            </div>
            {checked === 'unrevealed' && <p className="notice">{t('notRevealed')}</p>}
            {checked && checked !== 'unrevealed' && (
              <p
                className={`notice ${checked.commitmentMatches && checked.stopsMatch ? 'notice--ok' : 'notice--error'}`}
              >
                {checked.commitmentMatches && checked.stopsMatch ? t('verified') : t('notVerified')} (
                {checked.stops.join(', ')})
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The seeds in play: the commitment, the client seed the player may set, and the rotation that reveals. */
export function FairnessPanel({ session, t }: { session: string; t: Translate }) {
  const [active, setActive] = useState<ActiveSeeds | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RevealedSeeds | null>(null);
  useEffect(() => {
    api
      .fairness(session)
      .then(setActive)
      .catch((error: unknown) => setFailure(error instanceof GameFailure ? error.code : 'other'));
  }, [session]);
  const rotate = async () => {
    try {
      const rotated = await api.rotate(session, clientSeed.trim() || undefined);
      setActive(rotated.active);
      setRevealed(rotated.revealed);
      setClientSeed('');
    } catch (error) {
      setFailure(error instanceof GameFailure ? error.code : 'other');
    }
  };
  if (failure) return <p className="notice notice--error">{t(errorKey(failure))}</p>;
  if (!active) return <p className="notice">{t('loading')}</p>;
  return (
    <div className="fairness">
      <dl>
        <dt>{t('serverSeedHash')}</dt>
        <dd className="mono">{active.commitment}</dd>
        <dt>{t('clientSeed')}</dt>
        <dd className="mono">{active.clientSeed}</dd>
        <dt>{t('nextNonce')}</dt>
        <dd className="mono">{active.nonce}</dd>
      </dl>
      <label className="field">
        <span>{t('clientSeed')}</span>
        <input value={clientSeed} maxLength={64} onChange={(event) => setClientSeed(event.target.value)} />
      </label>
      <button type="button" className="button" onClick={() => void rotate()}>
        {t('newSeeds')}
      </button>
      {revealed && (
        <div className="notice notice--ok">
          <strong>{t('revealedSeeds')}</strong>
          <div className="mono">{revealed.serverSeed}</div>
        </div>
      )}
    </div>
  );
}
