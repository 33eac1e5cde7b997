import type { LiveFrame, LiveResult, LiveTableInfo, LiveTableState } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '../Dialog';
import type { DraftWagers, HouseFamily, HouseText } from '../house/plugin';
import { shellStrings } from '../house/strings';
import { errorKey, htmlLangOf, type Translate } from '../i18n';
import { type Launch, tellPortal } from '../launch';
import { formatMoney } from '../money';
import { Topbar } from '../Topbar';
import { houseInfoOf, houseRoundOf, liveRoundId, tableKeyOf } from './adapt';
import { countdownOf, offsetOf, phaseAt } from './clock';
import { LiveContext, type LiveDecisions } from './context';
import { decisionKinds, liveFamilyOf } from './families';
import { LiveBar } from './LiveBar';
import { FairnessSummary, LiveFairness } from './LiveFairness';
import { LiveRules } from './LiveRules';
import { LiveFailure, liveApi } from './live-api';
import { OthersBets } from './OthersBets';
import { ResultsPanel } from './ResultsPanel';
import { liveStrings } from './strings';
import { TableStrip } from './TableStrip';
import { closeCodes, useLiveSocket } from './use-live-socket';
import { add, bySpot, chunks, isEmpty, limitProblem, times, totalOf } from './wagers';
import '../house/house.css';
import './live.css';

interface LiveTableProps {
  launch: Launch;
  t: Translate;
  firstScreen: LiveTableInfo | null;
}

type Panel = 'rules' | 'fairness' | null;
type Notice = { tone: 'ok' | 'info' | 'error'; text: string } | null;
interface Settled {
  roundNumber: number;
  stake: string;
  win: string;
  balance: string | null;
}
type Mine = NonNullable<LiveTableInfo['mine']>;
/** The seat's hand at a table that takes decisions: as the server last told it, and what this device did. */
interface SeatHand {
  roundNumber: number;
  hand: unknown;
  actions: string[];
  /** The settled hand (its result, the dealer's whole hand), read once the round is settled. */
  settled: boolean;
  /** All the seat has staked (the act's answer), null until it moves. */
  stake: bigint | null;
  /** The moves this device took this round. */
  taken: string[];
  /** Why the last move was refused. */
  error: string | null;
}

const isOver = (hand: unknown) => (hand as { over?: unknown } | null)?.over === true;

/** The seat's hand from the server's `mine`, keeping what this device knows of the same round. */
const seatOf = (mine: Mine, current: SeatHand | null): SeatHand => {
  const same = current?.roundNumber === mine.roundNumber ? current : null;
  // A settled hand is never taken back by a masked one that was on its way.
  if (same?.settled && !isOver(mine.hand)) return same;
  return {
    roundNumber: mine.roundNumber,
    hand: mine.hand ?? same?.hand ?? null,
    actions: mine.actions,
    settled: isOver(mine.hand),
    // The server counts every stake of the seat's round (a double, a call): a reload keeps it.
    stake: same?.stake ?? (mine.hand ? BigInt(mine.stake) : null),
    taken: same?.taken ?? [],
    error: same?.error ?? null,
  };
};

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const HISTORY = 200;

/** The server's time now, moved on every quarter second from this device's clock and the offset between them. */
function useServerNow(offset: number): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setLocal(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, []);
  return local + offset;
}

/** A result added to a newest-first history, once. */
const withResult = (history: readonly LiveResult[], result: LiveResult): LiveResult[] =>
  history.some((known) => known.roundNumber === result.roundNumber)
    ? [...history]
    : [result, ...history].sort((a, b) => b.roundNumber - a.roundNumber).slice(0, HISTORY);

/**
 * A live table's screen: the table strip (phase, countdown, round, seats), the game's view of the round and its
 * board with the seat's chips, the results drawn as the game's players read them, the others' bets, and the
 * fairness of every round. The round runs on the server's clock and is heard over the table's socket; bets go by
 * POST while it takes them.
 */
export function LiveTable({ launch, t, firstScreen }: LiveTableProps) {
  const locale = htmlLangOf(launch.language);
  const session = launch.session;
  const [info, setInfo] = useState<LiveTableInfo | null>(firstScreen);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [family, setFamily] = useState<HouseFamily | 'unavailable' | null>(null);
  const [table, setTable] = useState<LiveTableState | null>(firstScreen?.state ?? null);
  const [offset, setOffset] = useState(() => (firstScreen ? offsetOf(firstScreen.state.now) : 0));
  const [balance, setBalance] = useState<string | null>(firstScreen?.balance ?? null);
  const [placed, setPlaced] = useState<{ roundNumber: number; wagers: DraftWagers }>(() => ({
    roundNumber: firstScreen?.mine?.roundNumber ?? 0,
    wagers: bySpot(firstScreen?.mine?.wagers ?? []),
  }));
  const [pending, setPending] = useState<DraftWagers>({});
  const [lastWagers, setLastWagers] = useState<DraftWagers>({});
  const [chip, setChip] = useState<bigint>(BigInt(firstScreen?.limits.chips[0] ?? '0'));
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [settled, setSettled] = useState<Settled | null>(null);
  const [shownRound, setShownRound] = useState<number | null>(null);
  const [history, setHistory] = useState<LiveResult[]>(firstScreen?.history ?? []);
  const [commitments, setCommitments] = useState<ReadonlyMap<number, string>>(new Map());
  /** How much of each round's reveal was left when its result reached this seat (a late seat, a reconnect). */
  const [revealLeft, setRevealLeft] = useState<ReadonlyMap<number, number>>(new Map());
  const [panel, setPanel] = useState<Panel>(null);
  /** At a table that takes decisions: the seat's hand and moves, and a move on its way. */
  const [seat, setSeat] = useState<SeatHand | null>(() => (firstScreen?.mine ? seatOf(firstScreen.mine, null) : null));
  const [acting, setActing] = useState(false);
  /** A move on its way, at once (a second tap before the next render is not a second move). */
  const actingNow = useRef(false);

  /** Takes the table whole: its clock, the commitment of a round still taking bets, a result that came late. */
  const takeState = useCallback((state: LiveTableState) => {
    const serverNow = Date.parse(state.now);
    setOffset(offsetOf(state.now));
    setTable((current) => (current && Date.parse(current.now) > serverNow ? current : state));
    const round = state.round;
    if (!round) return;
    if (!round.result && serverNow < Date.parse(round.closesAt)) {
      setCommitments((map) =>
        map.get(round.number) === round.commitment ? map : new Map(map).set(round.number, round.commitment),
      );
    }
    if (round.result) {
      const left = Math.max(0, Date.parse(round.revealedAt) - serverNow);
      setRevealLeft((map) => (map.has(round.number) ? map : new Map(map).set(round.number, left)));
    }
  }, []);

  const applyInfo = useCallback(
    (loaded: LiveTableInfo, first: boolean) => {
      setInfo(loaded);
      setBalance(loaded.balance);
      takeState(loaded.state);
      setHistory((known) => loaded.history.reduce(withResult, known));
      const mine = loaded.mine;
      if (mine) {
        setPlaced({ roundNumber: mine.roundNumber, wagers: bySpot(mine.wagers) });
        setSeat((current) => seatOf(mine, current));
      }
      if (first) setChip(BigInt(loaded.limits.chips[0] ?? '0'));
    },
    [takeState],
  );

  const load = useCallback(() => {
    setLoadFailure(null);
    liveApi.table(session).then(
      (loaded) => applyInfo(loaded, true),
      (error: unknown) => setLoadFailure(error instanceof LiveFailure ? error.code : 'other'),
    );
  }, [session, applyInfo]);
  useEffect(() => {
    if (!firstScreen) load();
  }, [load, firstScreen]);
  useEffect(() => {
    if (firstScreen) takeState(firstScreen.state);
  }, [firstScreen, takeState]);

  const game = info?.game;
  const kind = info?.kind;
  /** Blackjack, casino hold'em: one bet a round, then the seat's moves while the round is deciding. */
  const decides = kind !== undefined && decisionKinds.has(kind);
  useEffect(() => {
    if (!kind || !game) return;
    const loading = liveFamilyOf({ kind, game });
    if (!loading) setFamily('unavailable');
    else loading.then(setFamily, () => setLoadFailure('NETWORK'));
  }, [kind, game]);

  const onFrame = useCallback(
    (frame: LiveFrame) => {
      if (frame.type === 'state') takeState(frame.state);
      else if (frame.type === 'board') {
        setTable((current) =>
          current?.round?.number === frame.roundNumber
            ? { ...current, board: frame.board, seated: frame.seated }
            : current,
        );
      } else setSettled(frame);
    },
    [takeState],
  );
  // Back after a drop: the socket sends the table whole; the seat's balance, bets and results are read again.
  const onReconnect = useCallback(() => {
    liveApi.table(session).then(
      (loaded) => applyInfo(loaded, false),
      () => {},
    );
  }, [session, applyInfo]);
  const socket = useLiveSocket(session, Boolean(info) && family !== 'unavailable', onFrame, onReconnect);

  const now = useServerNow(offset);
  const round = table?.round ?? null;
  const phase = phaseAt(round, now);
  const countdown = countdownOf(round, phase, now);
  const roundNumber = round?.number ?? null;
  const result = round?.result ?? null;
  // The view says when it has shown the result (the cards turned, the wheel stopped): the roads, the win line and
  // the balance wait for it, so that none of them tells the result first.
  const resultShown = result !== null && (shownRound === result.roundNumber || phase === 'idle');
  const revealMs = info?.timing.revealMs ?? 4000;
  const left = result ? (revealLeft.get(result.roundNumber) ?? revealMs) : revealMs;
  /** A result that came with little of its reveal left is shown at once. */
  const late = result !== null && left < revealMs * 0.4;

  const text: HouseText = useMemo(() => {
    const language = launch.language;
    const own = family && family !== 'unavailable' ? family.strings[language] : {};
    const dictionary: Record<string, string> = { ...shellStrings[language], ...own, ...liveStrings[language] };
    return (key, values = {}) => {
      const known = dictionary[key];
      if (known === undefined) return key.startsWith('error.') ? t(errorKey(key.slice(6))) : key;
      return known.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
    };
  }, [launch.language, family, t]);
  const currency = info?.currency ?? 'USD';
  const money = useCallback((minor: string | bigint) => formatMoney(minor, currency, locale), [currency, locale]);
  const spotName = useCallback(
    (spot: string) =>
      (family && family !== 'unavailable' ? family.spotName?.(spot, text) : undefined) ?? text(`spot.${spot}`),
    [family, text],
  );

  // A new round: the last one's bets become the re-bet, the board starts empty.
  useEffect(() => {
    if (roundNumber === null || placed.roundNumber === roundNumber) return;
    if (placed.roundNumber < roundNumber && !isEmpty(placed.wagers)) setLastWagers(placed.wagers);
    setPlaced({ roundNumber, wagers: {} });
    setNotice(null);
  }, [roundNumber, placed]);

  // A table that takes decisions: the seat's hand is read when its cards are dealt (the state says the round is
  // deciding) and again once the round is settled (its result, the dealer's whole hand); once each.
  const hasBet = placed.roundNumber === roundNumber && !isEmpty(placed.wagers);
  const dealtNow = round?.dealt !== null && round?.dealt !== undefined;
  const seatNow = seat !== null && seat.roundNumber === roundNumber ? seat : null;
  const need =
    !decides || roundNumber === null || !hasBet
      ? null
      : result
        ? seatNow?.settled
          ? null
          : 'settled'
        : dealtNow && !seatNow?.hand
          ? 'dealt'
          : null;
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!need || roundNumber === null) return;
    const mark = `${roundNumber}:${need}`;
    if (asked.current.has(mark)) return;
    asked.current.add(mark);
    // The hand and moves only: the balance waits for the settled frame and the view, as at the other tables.
    liveApi.table(session).then(
      (loaded) => {
        const mine = loaded.mine;
        if (mine?.roundNumber === roundNumber) setSeat((current) => seatOf(mine, current));
      },
      () => asked.current.delete(mark),
    );
  }, [need, roundNumber, session]);

  // Bets closed: chips never confirmed were never bets; they come off the board. At a table that takes decisions
  // the 'placed' line gives way to the seat's stake while it decides.
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current === 'betting' && phase !== 'betting' && !isEmpty(pending)) {
      setPending({});
      setNotice({ tone: 'info', text: text('live.dropped') });
    } else if (decides && lastPhase.current === 'betting' && phase !== 'betting') {
      setNotice((current) => (current?.tone === 'ok' ? null : current));
    }
    lastPhase.current = phase;
  }, [phase, pending, text, decides]);

  // A shown result joins the roads (never before the view has shown it).
  useEffect(() => {
    if (result && resultShown) setHistory((known) => withResult(known, result));
  }, [result, resultShown]);

  // The seat's settlement: its balance once the result is on screen, so the balance never tells it first.
  const settledShown =
    settled !== null &&
    roundNumber !== null &&
    (roundNumber > settled.roundNumber || (roundNumber === settled.roundNumber && resultShown));
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!settled || !settledShown || applied.current === settled.roundNumber) return;
    applied.current = settled.roundNumber;
    if (settled.balance !== null) {
      setBalance(settled.balance);
      tellPortal(launch, { type: 'game:balance', balance: settled.balance });
    }
  }, [settled, settledShown, launch]);

  const open = phase === 'betting' && round !== null;
  /** Bets are taken: at a table that takes decisions, one bet a round (a second is refused, BET_PLACED). */
  const placedNow = placed.roundNumber === roundNumber ? totalOf(placed.wagers) : 0n;
  const canBet = open && !(decides && placedNow > 0n);
  const failureText = useCallback(
    (error: unknown) => {
      if (!(error instanceof LiveFailure)) return text('error.other');
      const limits = info?.limits;
      switch (error.code) {
        case 'BET_INVALID':
          if (error.field?.endsWith('.amount') && limits) {
            return text('live.error.step', { amount: money(limits.chips[0] ?? '0') });
          }
          return limits
            ? text('live.error.limits', { spot: money(limits.maxSpot), round: money(limits.maxRound) })
            : text('error.BET_INVALID');
        case 'VALIDATION_ERROR':
          return text('error.BET_INVALID');
        case 'BET_PLACED':
          return text('live.error.betPlaced');
        case 'DECISIONS_CLOSED':
          return text('live.error.decisionsClosed');
        case 'ROUND_NOT_OPEN':
          return text('live.error.noHand');
        case 'ACTION_INVALID':
          return text('live.error.actionInvalid');
        case 'WAGER_INVALID':
        case 'BETTING_CLOSED':
        case 'ROUND_IN_PROGRESS':
        case 'INSUFFICIENT_FUNDS':
        case 'WALLET_UNAVAILABLE':
        case 'GAME_SESSION_INVALID':
        case 'NETWORK':
          return text(`error.${error.code}`);
        default:
          return error.status === 409 ? text('live.error.refused', { code: error.code }) : text('error.other');
      }
    },
    [info?.limits, money, text],
  );

  const confirm = useCallback(async () => {
    if (!canBet || busy || !round || isEmpty(pending) || !info) return;
    const problem = limitProblem(placed.wagers, pending, info.limits);
    if (problem) {
      setNotice({
        tone: 'error',
        text:
          problem.kind === 'step'
            ? text('live.error.step', { amount: money(problem.amount) })
            : text(problem.kind === 'spot' ? 'live.error.maxSpot' : 'live.error.maxRound', {
                amount: money(problem.amount),
              }),
      });
      return;
    }
    setBusy(true);
    setNotice(null);
    let left: DraftWagers = pending;
    try {
      for (const part of chunks(pending)) {
        const answer = await liveApi.bet(session, round.number, part);
        const sent = new Set(part.map((wager) => wager.spot));
        left = Object.fromEntries(Object.entries(left).filter(([spot]) => !sent.has(spot)));
        setPending(left);
        setPlaced({ roundNumber: answer.mine.roundNumber, wagers: bySpot(answer.mine.wagers) });
        if (answer.balance !== null) {
          setBalance(answer.balance);
          tellPortal(launch, { type: 'game:balance', balance: answer.balance });
        }
      }
      setNotice({ tone: 'ok', text: text('live.placedOk') });
    } catch (error) {
      setNotice({ tone: 'error', text: failureText(error) });
    } finally {
      setBusy(false);
    }
  }, [canBet, busy, round, pending, info, placed.wagers, session, launch, text, money, failureText]);

  /** A move of the seat while the round is deciding: its hand and moves come back, with what it has staked. */
  const act = useCallback(
    async (action: string) => {
      if (!round || actingNow.current || phase !== 'deciding') return;
      if (!seat || seat.roundNumber !== round.number || !seat.actions.includes(action)) return;
      const number = round.number;
      actingNow.current = true;
      setActing(true);
      setSeat((current) => (current ? { ...current, error: null } : current));
      try {
        const answer = await liveApi.act(session, number, action);
        setSeat((current) => {
          const same = current?.roundNumber === answer.mine.roundNumber ? current : null;
          return {
            roundNumber: answer.mine.roundNumber,
            hand: answer.mine.hand,
            actions: answer.mine.actions,
            settled: false,
            stake: BigInt(answer.stake),
            taken: [...(same?.taken ?? []), action],
            error: null,
          };
        });
        if (answer.balance !== null) {
          setBalance(answer.balance);
          tellPortal(launch, { type: 'game:balance', balance: answer.balance });
        }
      } catch (error) {
        const closed = error instanceof LiveFailure && ['DECISIONS_CLOSED', 'ROUND_NOT_OPEN'].includes(error.code);
        setSeat((current) =>
          current?.roundNumber === number
            ? { ...current, actions: closed ? [] : current.actions, error: failureText(error) }
            : current,
        );
        // A move the hand no longer has: its moves are read again.
        if (error instanceof LiveFailure && error.code === 'ACTION_INVALID') {
          liveApi.table(session).then(
            (loaded) => {
              const mine = loaded.mine;
              if (mine?.roundNumber === number) setSeat((current) => seatOf(mine, current));
            },
            () => {},
          );
        }
      } finally {
        actingNow.current = false;
        setActing(false);
      }
    },
    [round, phase, seat, session, launch, failureText],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || panel) return;
      const target = event.target as HTMLElement;
      if (['INPUT', 'BUTTON', 'SELECT', 'TEXTAREA', 'A'].includes(target.tagName)) return;
      event.preventDefault();
      void confirm();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirm, panel]);

  const boardInfo = useMemo(() => (info ? houseInfoOf(info) : null), [info]);
  const tableKey = round?.table ?? (info ? tableKeyOf(info) : '');
  const houseRound = useMemo(
    () => (result && phase !== 'betting' ? houseRoundOf(tableKey, result) : null),
    [result, phase, tableKey],
  );
  const roundKey = round ? liveRoundId(round.table, round.number) : null;
  const seatStake =
    seatNow?.stake ??
    (() => {
      // Blackjack's hand carries its whole stake (a double counted); otherwise the bets placed.
      const stake = (seatNow?.hand as { stake?: unknown } | null)?.stake;
      return typeof stake === 'string' && /^\d+$/.test(stake) ? BigInt(stake) : placedNow;
    })();
  const decisions = useMemo((): LiveDecisions | null => {
    if (!decides) return null;
    return {
      phase,
      roundKey,
      dealt: round?.dealt ?? null,
      hand: seatNow?.hand ?? null,
      handSettled: seatNow?.settled ?? false,
      actions: phase === 'deciding' ? (seatNow?.actions ?? []) : [],
      taken: seatNow?.taken ?? [],
      wagers: placed.roundNumber === roundNumber ? placed.wagers : {},
      stake: seatStake,
      acting,
      countdown: phase === 'deciding' ? countdown : null,
      error: seatNow?.error ?? null,
      act: (action) => void act(action),
    };
  }, [decides, phase, roundKey, round?.dealt, seatNow, placed, roundNumber, seatStake, acting, countdown, act]);
  // The views drawn here pace their reveal to end when the table's does, however late the result came.
  const liveContext = useMemo(
    () => ({
      totals: table?.board.totals ?? {},
      revealMs: Math.min(revealMs, Math.max(left, 600)),
      decisions,
    }),
    [table?.board.totals, revealMs, left, decisions],
  );

  if (loadFailure || socket.status === 'refused') {
    const message = loadFailure
      ? text(`error.${loadFailure}`)
      : socket.refusedWith === closeCodes.notALiveTable
        ? text('live.notLive')
        : t('error.GAME_SESSION_INVALID');
    return (
      <main className="game game--message">
        <p className="notice notice--error" role="alert">
          {message}
        </p>
        {loadFailure ? (
          <button type="button" className="button" onClick={load}>
            {t('retry')}
          </button>
        ) : null}
      </main>
    );
  }
  if (!info || !boardInfo || !family || !table) {
    return (
      <main className="game game--message" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  }
  const name = info.name ?? info.gameCode.replace(/-/g, ' ');
  const topbar = (
    <Topbar name={name} mode={info.mode} balance={balance === null ? null : money(balance)} launch={launch} t={t} />
  );
  if (family === 'unavailable') {
    return (
      <main className="game live live--message">
        {topbar}
        <p className="notice notice--error live-unavailable" role="alert">
          {text('live.unavailable')}
        </p>
      </main>
    );
  }

  const { Board, View } = family;
  const placedTotal = placedNow;
  /** What the seat has at stake this round: at a table that takes decisions, a double or a call counted. */
  const stakeTotal = decides ? seatStake : placedTotal;
  const pendingTotal = totalOf(pending);
  const mineOnBoard = add(placed.roundNumber === roundNumber ? placed.wagers : {}, pending);
  const place = (spot: string, amount = chip) => {
    if (!canBet || busy) return;
    setPending((chips) => ({ ...chips, [spot]: (chips[spot] ?? 0n) + amount }));
    if (notice?.tone !== 'ok') setNotice(null);
  };
  const mySettled = settled && settled.roundNumber === roundNumber && settledShown ? settled : null;
  const line = winLine();
  function winLine(): { text: string; tone: 'won' | 'error' | 'plain' } {
    if (notice?.tone === 'error') return { text: notice.text, tone: 'error' };
    if (mySettled) {
      const win = BigInt(mySettled.win);
      if (win === 0n) return { text: text('live.lost'), tone: 'plain' };
      const amount = money(mySettled.win);
      return win > BigInt(mySettled.stake)
        ? { text: text('live.won', { amount }), tone: 'won' }
        : { text: text('live.paidBack', { amount }), tone: 'plain' };
    }
    if (notice) return { text: notice.text, tone: 'plain' };
    if (phase === 'betting') {
      return {
        text: placedTotal > 0n ? text('live.yourBets', { amount: money(placedTotal) }) : text('live.placeBets'),
        tone: 'plain',
      };
    }
    if (placedTotal > 0n) {
      return {
        text: resultShown ? text('live.settling') : text('live.yourBets', { amount: money(stakeTotal) }),
        tone: 'plain',
      };
    }
    return { text: phase === 'idle' && !round ? text('live.waiting') : '\u00a0', tone: 'plain' };
  }

  const showPanel = (next: Panel) => setPanel(next);
  return (
    <LiveContext.Provider value={liveContext}>
      <main className={`game house live live--${info.kind}`}>
        {topbar}
        {socket.status !== 'open' ? (
          <p className="live-connection" role="status">
            <span className="spinner live-connection__spinner" aria-hidden="true" />
            {socket.status === 'reconnecting' ? text('live.reconnecting') : text('live.connecting')}
          </p>
        ) : null}
        <TableStrip
          phase={phase}
          countdown={countdown}
          roundNumber={roundNumber}
          seated={table.seated}
          bettors={table.board.bettors}
          note={decides ? text('live.shared') : null}
          text={text}
        />
        <div className="live__main">
          <section className="house__stage live__stage" aria-label={text('live.stage')}>
            <View
              info={boardInfo}
              round={houseRound}
              busy={phase === 'revealing' && result === null}
              act={() => {}}
              text={text}
              money={money}
              reducedMotion={reducedMotion() || late}
              chip={chip}
              wagers={pending}
              revealed={() => setShownRound(result?.roundNumber ?? null)}
            />
            <p
              className={`winline live-winline${line.tone === 'won' ? ' winline--won' : ''}`}
              role={line.tone === 'error' ? 'alert' : undefined}
              aria-live="polite"
            >
              {line.tone === 'error' ? <span className="winline__error">{line.text}</span> : line.text}
            </p>
          </section>
          <section className="live__board" aria-label={text('live.board')}>
            <Board
              info={boardInfo}
              chip={chip}
              wagers={mineOnBoard}
              place={place}
              only={(spot, amount = chip) => canBet && !busy && setPending({ [spot]: amount })}
              disabled={!canBet || busy}
              text={text}
              money={money}
            />
            <LiveBar
              chips={info.limits.chips}
              chip={chip}
              setChip={setChip}
              pending={pendingTotal}
              placed={stakeTotal}
              open={canBet}
              busy={busy}
              canRebet={!isEmpty(lastWagers)}
              canDouble={!isEmpty(pending) || placedTotal > 0n}
              confirm={() => void confirm()}
              clear={() => setPending({})}
              rebet={() => setPending(lastWagers)}
              double={() => setPending(isEmpty(pending) ? { ...placed.wagers } : times(pending, 2n))}
              text={text}
              money={money}
            />
          </section>
        </div>
        <aside className="live__side" aria-label={text('live.side')}>
          <ResultsPanel kind={info.kind} history={history} text={text} />
          <OthersBets
            board={table.board}
            spots={info.spots.map((spot) => spot.spot)}
            spotName={spotName}
            text={text}
            money={money}
          />
          <FairnessSummary round={round} title={t('fairness')} text={text} open={() => showPanel('fairness')} />
        </aside>
        <footer className="tabs live__foot">
          <button type="button" className="chip live-button" onClick={() => showPanel('rules')}>
            {text('rules')}
          </button>
          <button type="button" className="chip live-button" onClick={() => showPanel('fairness')}>
            {t('fairness')}
          </button>
          <span className="tabs__rtp">
            {t('rtp')} {info.returnPercent.toFixed(2)} %
          </span>
        </footer>
        {panel === 'rules' ? (
          <Dialog title={text('rules')} closeLabel={t('closeDialog')} onClose={() => showPanel(null)}>
            <LiveRules info={info} text={text} t={t} money={money} spotName={spotName} />
          </Dialog>
        ) : null}
        {panel === 'fairness' ? (
          <Dialog title={t('fairness')} closeLabel={t('closeDialog')} onClose={() => showPanel(null)}>
            <LiveFairness
              kind={info.kind}
              table={tableKey}
              session={session}
              round={round}
              history={history}
              commitments={commitments}
              text={text}
              t={t}
              locale={locale}
            />
          </Dialog>
        ) : null}
      </main>
    </LiveContext.Provider>
  );
}
