import type { ReelSpin, SlotTitle } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AutoplayDialog, type AutoplayPlan } from './Autoplay';
import { api, GameFailure } from './api';
import { artOf } from './art';
import { Dialog } from './Dialog';
import { errorKey, htmlLangOf, type Translate } from './i18n';
import { type Launch, tellPortal } from './launch';
import { formatMoney } from './money';
import { FairnessPanel, HistoryPanel, PaytablePanel } from './Panels';
import { Reels } from './Reels';
import { Topbar } from './Topbar';
import { WinLine } from './WinLine';
import { paidUpTo, restingGrid, windowAt, winningCells } from './wins';

type Panel = 'paytable' | 'history' | 'fairness' | 'autoplay' | null;
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The slot's screen: the title's window, the bet, spin (space), turbo and autoplay, and its panels. */
export function SlotGame({ launch, t, firstScreen }: { launch: Launch; t: Translate; firstScreen: SlotTitle | null }) {
  const locale = htmlLangOf(launch.language);
  const [title, setTitle] = useState<SlotTitle | null>(firstScreen);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(firstScreen?.balance ?? null);
  const [betIndex, setBetIndex] = useState(0);
  const [last, setLast] = useState<ReelSpin | null>(null);
  /** A round is out: from the request until its last tumble, free spin or respin has been shown. */
  const [spinning, setSpinning] = useState(false);
  /** Only until the answer came: the reels blur meanwhile. */
  const [waiting, setWaiting] = useState(false);
  /** The window of the round shown: -1 its spin, then each step it went on to. */
  const [shownStep, setShownStep] = useState(-1);
  const [failure, setFailure] = useState<string | null>(null);
  const [turbo, setTurbo] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [autoplayLeft, setAutoplayLeft] = useState(0);
  const autoplay = useRef<{ plan: AutoplayPlan; lost: bigint } | null>(null);

  const load = useCallback(() => {
    setLoadFailure(null);
    api
      .title(launch.session)
      .then((loaded) => {
        setTitle(loaded);
        setBalance(loaded.balance);
      })
      .catch((error: unknown) => setLoadFailure(error instanceof GameFailure ? error.code : 'other'));
  }, [launch.session]);
  // The page carried the title (the usual case); otherwise, or to try again, it is asked for.
  useEffect(() => {
    if (!firstScreen) load();
  }, [load, firstScreen]);

  const art = useMemo(
    () =>
      title
        ? artOf(
            title.studio,
            title.gameCode,
            [...Object.keys(title.paytable), 'SCATTER'],
            title.features?.holdAndSpin?.values,
          )
        : null,
    [title],
  );
  const bet = title ? BigInt(title.betOptions[betIndex] ?? title.betOptions[0]!) : 0n;
  const money = (minor: string | bigint) => formatMoney(minor, title?.currency ?? 'USD', locale);

  const spin = useCallback(async (): Promise<ReelSpin | null> => {
    if (!title || spinning) return null;
    setSpinning(true);
    setWaiting(true);
    setShownStep(-1);
    setFailure(null);
    try {
      const quick = turbo || reducedMotion();
      const [played] = await Promise.all([api.spin(launch.session, String(bet)), pause(quick ? 0 : 650)]);
      setLast(played);
      setWaiting(false);
      // Tumbles, free spins and respins one after another, each long enough to read (shorter in turbo).
      for (let step = 0; step < played.steps.length; step++) {
        await pause(quick ? 350 : 900);
        setShownStep(step);
      }
      if (played.balance !== null) {
        setBalance(played.balance);
        tellPortal(launch, { type: 'game:balance', balance: played.balance });
      }
      return played;
    } catch (error) {
      const code = error instanceof GameFailure ? error.code : 'other';
      setFailure(code);
      return null;
    } finally {
      setWaiting(false);
      setSpinning(false);
    }
  }, [title, spinning, launch, bet, turbo]);

  // Autoplay: one spin after another until the rounds run out, a limit is met, or a spin fails.
  useEffect(() => {
    const running = autoplay.current;
    if (!running || spinning || autoplayLeft <= 0) return;
    void spin().then((played) => {
      if (!played) return setAutoplayLeft(0);
      running.lost += BigInt(played.bet) - BigInt(played.win);
      const { lossLimit, singleWinLimit } = running.plan;
      const stop =
        (lossLimit !== null && running.lost >= lossLimit) ||
        (singleWinLimit !== null && BigInt(played.win) >= singleWinLimit);
      setAutoplayLeft((left) => (stop ? 0 : left - 1));
    });
  }, [autoplayLeft, spinning, spin]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || panel !== null) return;
      const target = event.target as HTMLElement;
      if (target.tagName === 'INPUT' || target.tagName === 'BUTTON') return;
      event.preventDefault();
      void spin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spin, panel]);

  if (loadFailure) {
    return (
      <main className="game game--message">
        <p className="notice notice--error" role="alert">
          {t(errorKey(loadFailure))}
        </p>
        <button type="button" className="button" onClick={load}>
          {t('retry')}
        </button>
      </main>
    );
  }
  if (!title || !art) {
    return (
      <main className="game game--message" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  }

  const shown = last ? windowAt(last, shownStep) : null;
  const grid = shown?.grid ?? restingGrid(title);
  const lit = shown && !waiting ? winningCells(title, shown) : new Set<string>();
  // While the round goes on, what it paid so far; once it is over, its win (at most the title's maximum).
  const paid = last && (spinning ? paidUpTo(last, shownStep) : BigInt(last.win));
  const name = title.name ?? title.gameCode.replace(/-/g, ' ');
  const style = { '--accent': art.accent, '--bg': art.background, '--reel': art.reel } as React.CSSProperties;
  return (
    <main className="game" style={style}>
      <Topbar name={name} mode={title.mode} balance={balance === null ? null : money(balance)} launch={launch} t={t} />

      <section className="stage">
        <Reels
          grid={grid}
          art={art}
          spinning={waiting}
          expanded={shown?.expanded ?? []}
          lit={lit}
          label={grid.map((column) => column.join(' ')).join(' | ')}
        />
        <WinLine
          round={waiting ? null : last}
          shown={shown}
          paid={paid ?? 0n}
          playing={spinning}
          failure={failure}
          money={money}
          t={t}
        />
      </section>

      <nav className="controls" aria-label={t('bet')}>
        <div className="betbox">
          <button
            type="button"
            className="round-button"
            aria-label={t('lessBet')}
            disabled={betIndex === 0 || spinning}
            onClick={() => setBetIndex((index) => index - 1)}
          >
            −
          </button>
          <div className="betbox__value">
            <span>{t('bet')}</span>
            <strong>{money(bet)}</strong>
          </div>
          <button
            type="button"
            className="round-button"
            aria-label={t('moreBet')}
            disabled={betIndex >= title.betOptions.length - 1 || spinning}
            onClick={() => setBetIndex((index) => index + 1)}
          >
            +
          </button>
        </div>
        <button
          type="button"
          className="spin-button"
          onClick={() => (autoplayLeft > 0 ? setAutoplayLeft(0) : void spin())}
          disabled={spinning && autoplayLeft === 0}
        >
          {autoplayLeft > 0 ? `${t('stop')} (${autoplayLeft})` : t('spin')}
        </button>
        <div className="toggles">
          <button
            type="button"
            className={`chip${turbo ? ' chip--on' : ''}`}
            aria-pressed={turbo}
            onClick={() => setTurbo(!turbo)}
          >
            {t('turbo')}
          </button>
          <button type="button" className="chip" onClick={() => setPanel('autoplay')} disabled={autoplayLeft > 0}>
            {t('autoplay')}
          </button>
        </div>
      </nav>

      <footer className="tabs">
        <button type="button" className="chip" onClick={() => setPanel('paytable')}>
          {t('paytable')}
        </button>
        <button type="button" className="chip" onClick={() => setPanel('history')}>
          {t('history')}
        </button>
        <button type="button" className="chip" onClick={() => setPanel('fairness')}>
          {t('fairness')}
        </button>
        <span className="tabs__rtp">
          {t('rtp')} {title.rtpPercent.toFixed(2)} %
        </span>
      </footer>

      {panel === 'paytable' && (
        <Dialog title={t('paytable')} closeLabel={t('closeDialog')} onClose={() => setPanel(null)}>
          <PaytablePanel title={title} art={art} bet={bet} locale={locale} t={t} />
        </Dialog>
      )}
      {panel === 'history' && (
        <Dialog title={t('history')} closeLabel={t('closeDialog')} onClose={() => setPanel(null)}>
          <HistoryPanel session={launch.session} title={title} locale={locale} t={t} />
        </Dialog>
      )}
      {panel === 'fairness' && (
        <Dialog title={t('fairness')} closeLabel={t('closeDialog')} onClose={() => setPanel(null)}>
          <FairnessPanel session={launch.session} t={t} />
        </Dialog>
      )}
      {panel === 'autoplay' && (
        <AutoplayDialog
          t={t}
          onClose={() => setPanel(null)}
          onStart={(plan) => {
            autoplay.current = { plan, lost: 0n };
            setPanel(null);
            setAutoplayLeft(plan.rounds);
          }}
        />
      )}
    </main>
  );
}
