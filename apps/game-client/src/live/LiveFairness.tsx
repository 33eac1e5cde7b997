import type { LiveResult, LiveRoundState, LiveTableInfo } from '@portal/contracts';
import { useState } from 'react';
import type { HouseText } from '../house/plugin';
import type { Translate } from '../i18n';
import { decisionKinds } from './families';
import { liveApi } from './live-api';
import { ResultMark } from './ResultsPanel';
import type { LiveVerification } from './verify-live';

type Check = 'checking' | 'failed' | LiveVerification;

interface FairnessProps {
  kind: LiveTableInfo['kind'];
  table: string;
  session: string;
  round: LiveRoundState | null;
  /** Results the seat has, newest first; older ones are fetched from the history. */
  history: readonly LiveResult[];
  /** The commitments this seat saw while each round's bets were open, by round. */
  commitments: ReadonlyMap<number, string>;
  text: HouseText;
  t: Translate;
  locale: string;
}

const PAGE = 20;

/** The side's fairness summary: the commitment of the round in play, and the way to check past rounds. */
export function FairnessSummary({
  round,
  title,
  text,
  open,
}: {
  round: LiveRoundState | null;
  title: string;
  text: HouseText;
  open(): void;
}) {
  return (
    <section className="live-side__panel" aria-labelledby="live-fair-title">
      <h2 id="live-fair-title" className="live-side__title">
        {title}
      </h2>
      {round ? (
        <>
          <p className="live-note">{text('live.commitmentOf', { n: round.number })}</p>
          <p className="mono live-commitment">{round.commitment}</p>
        </>
      ) : (
        <p className="live-empty">{text('live.noRound')}</p>
      )}
      <button type="button" className="chip live-button" onClick={open}>
        {text('live.verifyRounds')}
      </button>
    </section>
  );
}

/**
 * The table's fairness in full: how a round is drawn, the commitment of the round in play, and each past round's
 * seed with a Verify that recomputes it here (the seed's hash, then the outcome from the seed's stream).
 */
export function LiveFairness({ kind, table, session, round, history, commitments, text, t, locale }: FairnessProps) {
  const [shown, setShown] = useState(PAGE);
  const [older, setOlder] = useState<LiveResult[]>([]);
  const [more, setMore] = useState<'idle' | 'loading' | 'none' | 'failed'>('idle');
  const [checks, setChecks] = useState<ReadonlyMap<number, Check>>(new Map());
  const all = [
    ...history,
    ...older.filter((result) => !history.some((known) => known.roundNumber === result.roundNumber)),
  ];
  const list = all.slice(0, shown);

  const verify = (result: LiveResult) => {
    setChecks((map) => new Map(map).set(result.roundNumber, 'checking'));
    // The games' maths load with the first check, not with the table.
    import('./verify-live')
      .then((module) => module.verifyLiveRound(kind, table, result, commitments.get(result.roundNumber)))
      .then((check) => setChecks((map) => new Map(map).set(result.roundNumber, check)))
      .catch(() => setChecks((map) => new Map(map).set(result.roundNumber, 'failed')));
  };
  const showMore = () => {
    if (shown < all.length) {
      setShown(shown + PAGE);
      return;
    }
    const oldest = all.at(-1)?.roundNumber;
    if (!oldest || oldest <= 1) return setMore('none');
    setMore('loading');
    liveApi
      .history(session, oldest)
      .then((page) => {
        setOlder((list) => [...list, ...page.items]);
        setShown((n) => n + PAGE);
        setMore(page.next === null ? 'none' : 'idle');
      })
      .catch(() => setMore('failed'));
  };
  const time = (iso: string) => new Date(iso).toLocaleTimeString(locale);

  return (
    <div className="fairness live-fairness">
      <p className="notice">{text(decisionKinds.has(kind) ? 'live.fairHowDecisions' : 'live.fairHow', { table })}</p>
      {round ? (
        <dl>
          <dt>{text('live.roundInPlay', { n: round.number })}</dt>
          <dd className="mono">{round.commitment}</dd>
        </dl>
      ) : null}
      <h3>{text('live.pastRounds')}</h3>
      {list.length === 0 ? <p className="notice">{text('live.noResults')}</p> : null}
      <ul className="history">
        {list.map((result) => {
          const check = checks.get(result.roundNumber);
          const seen = commitments.get(result.roundNumber);
          return (
            <li key={result.roundNumber} className="history__round">
              <div className="history__line">
                <strong>#{result.roundNumber}</strong>
                <ResultMark kind={kind} summary={result.summary} text={text} />
                <span className="live-note">{time(result.settledAt)}</span>
                <button
                  type="button"
                  className="link-button"
                  disabled={check === 'checking'}
                  onClick={() => verify(result)}
                >
                  {check === 'checking' ? text('live.checking') : t('verify')}
                </button>
              </div>
              <dl className="history__meta">
                <dt>{text('live.commitment')}</dt>
                <dd className="mono">{result.commitment}</dd>
                <dt>{text('live.seed')}</dt>
                <dd className="mono">{result.serverSeed}</dd>
              </dl>
              {seen && seen !== result.commitment ? (
                <p className="notice notice--error">{text('live.commitmentChanged')}</p>
              ) : null}
              {check && check !== 'checking' ? (
                <p
                  className={`notice ${check !== 'failed' && check.commitmentMatches && check.outcomeMatches ? 'notice--ok' : 'notice--error'}`}
                  role="status"
                >
                  {check === 'failed'
                    ? text('live.checkFailed')
                    : check.commitmentMatches && check.outcomeMatches
                      ? text('live.matches')
                      : !check.commitmentMatches
                        ? text('live.seedMismatch')
                        : text('live.outcomeMismatch')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {more !== 'none' && list.length > 0 && (shown < all.length || (all.at(-1)?.roundNumber ?? 1) > 1) ? (
        <button type="button" className="chip live-button" disabled={more === 'loading'} onClick={showMore}>
          {more === 'loading' ? t('loading') : text('live.older')}
        </button>
      ) : null}
      {more === 'failed' ? <p className="notice notice--error">{text('error.NETWORK')}</p> : null}
    </div>
  );
}
