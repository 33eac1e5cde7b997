import type { FishingFrame, FishingTable } from '@portal/contracts';
import { fishingKindById } from '@portal/house-games';
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GameFailure } from '../api';
import { Dialog } from '../Dialog';
import { errorKey, htmlLangOf, type Translate } from '../i18n';
import { type Launch, tellPortal } from '../launch';
import { formatMoney } from '../money';
import { Topbar } from '../Topbar';
import { themeOf } from './backdrop';
import { FishingFairness } from './FishingFairness';
import { fishingApi } from './fishing-api';
import { PayTable } from './PayTable';
import { Sea } from './sea';
import { type FishingKey, fishingText } from './strings';
import { closeCodes, useFishingSocket } from './use-fishing-socket';
import './fishing.css';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

type Panel = 'paytable' | 'fairness' | null;
interface Notice {
  text: string;
  tone: 'error' | 'info';
  /** Tells two equal messages apart, so the second one shows again. */
  at: number;
}

/** The sea's box in CSS pixels: 16:9 letterboxed in a wide area, the whole area when it is taller than wide. */
function fit(width: number, height: number) {
  if (height > width) return { width: Math.floor(width), height: Math.floor(height) };
  const boxWidth = Math.min(width, (height * 16) / 9);
  return { width: Math.floor(boxWidth), height: Math.floor((boxWidth * 9) / 16) };
}

interface FishingGameProps {
  launch: Launch;
  t: Translate;
  firstScreen: FishingTable | null;
}

/**
 * The fishing arcade (category FISH): the sea on a canvas (sea.ts, its own loop), the HUD over it in React, the
 * socket that carries the shots, and the pay table and fairness panels.
 */
export function FishingGame({ launch, t, firstScreen }: FishingGameProps) {
  const locale = htmlLangOf(launch.language);
  const text = useMemo(() => fishingText(launch.language), [launch.language]);
  const [table, setTable] = useState<FishingTable | null>(firstScreen);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(firstScreen?.balance ?? null);
  const [level, setLevel] = useState(0);
  const [auto, setAuto] = useState(false);
  const [panel, setPanel] = useState<Panel>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const sea = useRef<Sea | null>(null);

  const kind = table ? fishingKindById(table.kind) : null;
  const stakes = useMemo(() => (table?.cannons ?? []).map((stake) => BigInt(stake)), [table?.cannons]);
  const theme = themeOf(table?.kind ?? 'fishing');
  const money = useCallback(
    (minor: string | bigint) => formatMoney(minor, table?.currency ?? 'USD', locale),
    [table?.currency, locale],
  );

  const load = useCallback(() => {
    setLoadFailure(null);
    fishingApi
      .table(launch.session)
      .then((loaded) => {
        setTable(loaded);
        setBalance(loaded.balance);
      })
      .catch((error: unknown) => setLoadFailure(error instanceof GameFailure ? error.code : 'other'));
  }, [launch.session]);
  useEffect(() => {
    if (!firstScreen) load();
  }, [load, firstScreen]);

  const say = useCallback((message: string, tone: Notice['tone'] = 'error') => {
    setNotice({ text: message, tone, at: performance.now() });
  }, []);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 4000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const onFrame = useCallback(
    (frame: FishingFrame) => {
      switch (frame.type) {
        case 'shot':
          sea.current?.answer(frame);
          setBalance(frame.balance);
          break;
        case 'refused':
          sea.current?.forget([frame.id]);
          if (frame.code === 'INSUFFICIENT_FUNDS') {
            setAuto(false);
            say(text('lowBalance'));
          } else {
            const key = `refused.${frame.code}` as FishingKey;
            say(text(key) === key ? text('refused') : text(key));
          }
          break;
        case 'settled':
          if (frame.balance !== null) tellPortal(launch, { type: 'game:balance', balance: frame.balance });
          break;
        case 'void':
          sea.current?.forget(frame.ids);
          say(text('voided', { n: frame.ids.length }));
          if (frame.balance !== null) {
            setBalance(frame.balance);
            tellPortal(launch, { type: 'game:balance', balance: frame.balance });
          }
          break;
      }
    },
    [launch, say, text],
  );
  const onReconnect = useCallback(() => {
    sea.current?.dropPending();
    fishingApi.table(launch.session).then(
      (loaded) => setBalance(loaded.balance),
      () => undefined,
    );
  }, [launch.session]);
  const socket = useFishingSocket(launch.session, kind !== null, onFrame, onReconnect);
  const open = socket.status === 'open';
  useEffect(() => {
    if (!open) sea.current?.dropPending();
  }, [open]);

  // The sea's hooks read the latest of everything through one ref: the sea is built once per table.
  const latest = useRef({ send: socket.send, money, text, say });
  latest.current = { send: socket.send, money, text, say };
  // What a sea built anew starts from: the HUD's state and the stage's size.
  const armed = open && panel === null;
  const hud = useRef({ level, auto, armed, balance, box });
  hud.current = { level, auto, armed, balance, box };
  const ready = kind !== null && stakes.length > 0;

  useEffect(() => {
    const element = canvas.current;
    if (!element || !kind || !table || stakes.length === 0) return;
    const created = new Sea(element, {
      species: kind.species,
      theme: themeOf(table.kind),
      stakes,
      shotsPerSecond: Math.max(1, table.shotsPerSecond),
      reducedMotion: reducedMotion(),
      hooks: {
        send: (shot) => latest.current.send(shot),
        money: (minor) => latest.current.money(minor),
        short: () => {
          setAuto(false);
          latest.current.say(latest.current.text('lowBalance'));
        },
        name: (id) => latest.current.text(`fish.${id}`),
      },
    });
    const start = hud.current;
    created.setLevel(start.level);
    created.setAuto(start.auto);
    created.setArmed(start.armed);
    created.setBalance(start.balance === null ? null : BigInt(start.balance));
    if (start.box) created.resize(start.box.width, start.box.height, window.devicePixelRatio || 1);
    sea.current = created;
    created.start();
    return () => {
      created.destroy();
      sea.current = null;
    };
  }, [kind, table, stakes]);

  // The sea follows the stage's size (the stage is there once the table is).
  useEffect(() => {
    const element = stage.current;
    if (!ready || !element) return;
    const measure = () => {
      const next = fit(element.clientWidth, element.clientHeight);
      setBox((was) => (was && was.width === next.width && was.height === next.height ? was : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready]);
  useEffect(() => {
    if (box && box.width > 0 && box.height > 0)
      sea.current?.resize(box.width, box.height, window.devicePixelRatio || 1);
  }, [box]);

  useEffect(() => sea.current?.setLevel(level), [level]);
  useEffect(() => sea.current?.setAuto(auto), [auto]);
  useEffect(() => sea.current?.setArmed(armed), [armed]);
  useEffect(() => sea.current?.setBalance(balance === null ? null : BigInt(balance)), [balance]);

  const lower = useCallback(() => setLevel((at) => Math.max(0, at - 1)), []);
  const raise = useCallback(() => setLevel((at) => Math.min(stakes.length - 1, at + 1)), [stakes.length]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (panel !== null || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target as HTMLElement;
      if (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return;
      const step = event.shiftKey ? 0.02 : 0.07;
      switch (event.key) {
        case ' ':
          // A focused button takes its own space.
          if (target.tagName === 'BUTTON') return;
          event.preventDefault();
          sea.current?.fireAtAim();
          break;
        case 'ArrowLeft':
        case 'ArrowDown':
          event.preventDefault();
          sea.current?.aimBy(-step);
          break;
        case 'ArrowRight':
        case 'ArrowUp':
          event.preventDefault();
          sea.current?.aimBy(step);
          break;
        case '+':
        case '=':
          raise();
          break;
        case '-':
        case '_':
          lower();
          break;
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel, lower, raise]);

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
  if (!table) {
    return (
      <main className="game game--message" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  }
  if (!kind || stakes.length === 0) {
    return (
      <main className="game game--message">
        <p className="notice notice--error" role="alert">
          {text('notFishing')}
        </p>
      </main>
    );
  }

  const name = table.name ?? table.gameCode.replace(/-/g, ' ');
  const stake = stakes[level] ?? stakes[0]!;
  const shown = balance === null ? null : money(balance);
  const scale = box ? box.width / (box.height > box.width ? 720 : 1280) : 1;
  const replaced = socket.status === 'refused' && socket.refusedWith === closeCodes.replaced;
  const veil =
    socket.status === 'refused'
      ? socket.refusedWith === closeCodes.notFishing
        ? text('notFishing')
        : replaced
          ? text('replaced')
          : t('error.GAME_SESSION_INVALID')
      : socket.status === 'reconnecting'
        ? text('reconnecting')
        : socket.status === 'connecting'
          ? text('connecting')
          : null;
  const style = {
    '--accent': theme.accent,
    '--bg': theme.water[2],
    '--cannon-gap': `${Math.round(236 * scale)}px`,
  } as CSSProperties;

  return (
    <main className={`game fishing fishing--${table.kind}`} style={style}>
      <Topbar name={name} mode={table.mode} balance={shown} launch={launch} t={t} />

      <div className="fishing__stage" ref={stage}>
        <div
          className="fishing__sea"
          style={box ? { width: box.width, height: box.height } : { width: '100%', height: '100%' }}
        >
          <canvas ref={canvas} className="fishing__canvas" role="img" aria-label={text('seaLabel')} />

          {veil && (
            <div className="fishing__veil" role={socket.status === 'refused' ? 'alert' : 'status'}>
              {socket.status !== 'refused' && <div className="spinner" aria-hidden="true" />}
              <p>{veil}</p>
              {replaced && (
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    socket.again();
                    onReconnect();
                  }}
                >
                  {text('playHere')}
                </button>
              )}
            </div>
          )}
          <p
            key={notice?.at}
            className={`fishing__notice${notice ? ` fishing__notice--${notice.tone}` : ''}`}
            role="status"
            aria-live="polite"
          >
            {notice?.text}
          </p>

          <div className="fishing__hud">
            <div className="fishing__side">
              <button
                type="button"
                className={`fishing__auto${auto ? ' fishing__auto--on' : ''}`}
                aria-pressed={auto}
                onClick={() => setAuto((on) => !on)}
              >
                {text('autoFire')}
              </button>
            </div>
            <fieldset className="fishing__cannon" aria-label={text('cannon')}>
              <button
                type="button"
                className="fishing__level"
                aria-label={text('lowerCannon')}
                disabled={level === 0}
                onClick={lower}
              >
                −
              </button>
              <output
                className="fishing__stake"
                aria-label={text('cannonLevel', { level: level + 1, levels: stakes.length, stake: money(stake) })}
              >
                <small>{text('stakePerShot')}</small>
                <strong>{money(stake)}</strong>
              </output>
              <button
                type="button"
                className="fishing__level"
                aria-label={text('raiseCannon')}
                disabled={level === stakes.length - 1}
                onClick={raise}
              >
                +
              </button>
            </fieldset>
            <div className="fishing__side fishing__side--end">
              <div className="fishing__wallet">
                <small>{t('balance')}</small>
                <strong>{shown ?? '—'}</strong>
              </div>
            </div>
          </div>
        </div>
      </div>

      <footer className="tabs fishing__tabs">
        <button type="button" className="chip" onClick={() => setPanel('paytable')}>
          {text('payTable')}
        </button>
        <button type="button" className="chip" onClick={() => setPanel('fairness')}>
          {t('fairness')}
        </button>
        <span className="fishing__hint">{text('hint')}</span>
        <span className="tabs__rtp">
          {t('rtp')} {table.returnPercent.toFixed(2)} %
        </span>
      </footer>

      {panel === 'paytable' && (
        <Dialog title={text('payTable')} closeLabel={t('closeDialog')} onClose={() => setPanel(null)}>
          <PayTable
            kind={kind}
            returnPercent={table.returnPercent}
            stake={stake}
            text={text}
            money={money}
            locale={locale}
          />
        </Dialog>
      )}
      {panel === 'fairness' && (
        <Dialog title={t('fairness')} closeLabel={t('closeDialog')} onClose={() => setPanel(null)}>
          <FishingFairness session={launch.session} text={text} t={t} money={money} locale={locale} />
        </Dialog>
      )}
    </main>
  );
}
