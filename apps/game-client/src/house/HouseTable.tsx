import type { HouseGameInfo, HouseRound } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { GameFailure } from '../api';
import { htmlLangOf, type Translate } from '../i18n';
import { type Launch, tellPortal } from '../launch';
import { formatMoney } from '../money';
import { Topbar } from '../Topbar';
import { BettingBar, resultLine } from './BettingBar';
import { type FamilyOf, familyOf } from './families';
import { houseApi } from './house-api';
import type { DraftWagers, HouseText } from './plugin';
import { shellStrings } from './strings';
import { TablePanels } from './TablePanels';
import './house.css';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const failureOf = (error: unknown) => (error instanceof GameFailure ? error.code : 'other');

interface HouseTableProps {
  launch: Launch;
  t: Translate;
  firstScreen: HouseGameInfo | null;
}

/**
 * A house game's screen: the title's family draws the board and the round; this shell keeps the balance, the
 * chips, the wagers being placed, the deal and the actions, and the rules, history and fairness panels.
 */
export function HouseTable({ launch, t, firstScreen }: HouseTableProps) {
  const locale = htmlLangOf(launch.language);
  const [info, setInfo] = useState<HouseGameInfo | null>(firstScreen);
  const [family, setFamily] = useState<FamilyOf | null>(null);
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [balance, setBalance] = useState<string | null>(firstScreen?.balance ?? null);
  const [round, setRound] = useState<HouseRound | null>(firstScreen?.open ?? null);
  const [chip, setChip] = useState<bigint>(BigInt(firstScreen?.betOptions[0] ?? '0'));
  const [wagers, setWagers] = useState<DraftWagers>({});
  const [lastWagers, setLastWagers] = useState<DraftWagers>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** A panel is open: space does not deal under it. */
  const [panelOpen, setPanelOpen] = useState(false);
  /** The round whose result the view has shown (families that animate it say when). */
  const [shownRound, setShownRound] = useState<string | null>(firstScreen?.open?.roundId ?? null);

  const load = useCallback(() => {
    setLoadFailure(null);
    houseApi
      .info(launch.session)
      .then((loaded) => {
        setInfo(loaded);
        setBalance(loaded.balance);
        setRound(loaded.open);
        setChip(BigInt(loaded.betOptions[0] ?? '0'));
      })
      .catch((error: unknown) => setLoadFailure(failureOf(error)));
  }, [launch.session]);
  useEffect(() => {
    if (!firstScreen) load();
  }, [load, firstScreen]);
  useEffect(() => {
    if (info) familyOf(info.game).then(setFamily, () => setLoadFailure('NETWORK'));
  }, [info]);

  const text: HouseText = useMemo(() => {
    const dictionary = { ...shellStrings[launch.language], ...(family?.strings[launch.language] ?? {}) };
    return (key, values = {}) => {
      const known = dictionary[key as keyof typeof dictionary];
      if (known === undefined) return key.startsWith('error.') ? t('error.other') : key;
      return known.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
    };
  }, [launch.language, family, t]);
  const money = useCallback(
    (minor: string | bigint) => formatMoney(minor, info?.currency ?? 'USD', locale),
    [info?.currency, locale],
  );

  const settle = useCallback(
    (next: HouseRound) => {
      setRound(next);
      if (next.balance !== null) {
        setBalance(next.balance);
        tellPortal(launch, { type: 'game:balance', balance: next.balance });
      }
    },
    [launch],
  );
  const send = useCallback(
    async (request: () => Promise<HouseRound>) => {
      setBusy(true);
      setFailure(null);
      try {
        settle(await request());
      } catch (error) {
        setFailure(failureOf(error));
      } finally {
        setBusy(false);
      }
    },
    [settle],
  );

  const open = round?.status === 'open';
  const staked = Object.values(wagers).reduce((sum, amount) => sum + amount, 0n);
  const deal = useCallback(() => {
    if (busy || open) return;
    const placed = Object.keys(wagers).length > 0 ? wagers : lastWagers;
    const list = Object.entries(placed).map(([spot, amount]) => ({ spot, amount: String(amount) }));
    if (list.length === 0) return setFailure('placeBets');
    setLastWagers(placed);
    setWagers({});
    void send(() => houseApi.play(launch.session, list));
  }, [busy, open, wagers, lastWagers, send, launch.session]);
  const act = useCallback(
    (action: string) => {
      if (!round || busy || !round.actions.includes(action)) return;
      void send(() => houseApi.act(launch.session, round.roundId, action));
    },
    [round, busy, send, launch.session],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || panelOpen) return;
      const target = event.target as HTMLElement;
      if (target.tagName === 'INPUT' || target.tagName === 'BUTTON' || target.tagName === 'SELECT') return;
      event.preventDefault();
      if (!open) deal();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [deal, open, panelOpen]);

  if (loadFailure) {
    return (
      <main className="game game--message">
        <p className="notice notice--error" role="alert">
          {text(`error.${loadFailure}`)}
        </p>
        <button type="button" className="button" onClick={load}>
          {t('retry')}
        </button>
      </main>
    );
  }
  if (!info || !family) {
    return (
      <main className="game game--message" aria-busy="true">
        <div className="spinner" aria-hidden="true" />
        <p>{t('loading')}</p>
      </main>
    );
  }

  const { Board, View } = family;
  const name = info.name ?? info.gameCode.replace(/-/g, ' ');
  const shellActions = (round?.actions ?? []).filter((action) => !family.ownActions?.(action));
  const place = (spot: string, amount = chip) =>
    setWagers((placed) => ({ ...placed, [spot]: (placed[spot] ?? 0n) + amount }));
  const landed = !family.holdsResult || busy || round === null || shownRound === round.roundId;
  const status = failure
    ? text(failure === 'placeBets' ? 'placeBets' : `error.${failure}`)
    : open
      ? text('yourMove')
      : round?.win != null && landed
        ? resultLine(round, text, money)
        : round?.win != null
          ? ' '
          : text('placeBets');
  return (
    <main className={`game house house--${info.kind.toLowerCase()}`}>
      <Topbar name={name} mode={info.mode} balance={balance === null ? null : money(balance)} launch={launch} t={t} />

      <section className="house__stage" aria-busy={busy}>
        <View
          info={info}
          round={round}
          busy={busy}
          act={act}
          text={text}
          money={money}
          reducedMotion={reducedMotion()}
          chip={chip}
          wagers={wagers}
          revealed={() => setShownRound(round?.roundId ?? null)}
        />
        <p
          className={`winline${landed && round?.win && round.win !== '0' ? ' winline--won' : ''}`}
          role={failure ? 'alert' : undefined}
          aria-live="polite"
        >
          {failure ? <span className="winline__error">{status}</span> : status}
        </p>
      </section>

      <section className="house__controls" aria-label={t('bet')}>
        {open ? (
          <div className="house__actions">
            {shellActions.map((action) => (
              <button key={action} type="button" className="spin-button" disabled={busy} onClick={() => act(action)}>
                {family.actionLabel?.(action, text) ?? text(`action.${action}`)}
              </button>
            ))}
          </div>
        ) : (
          <>
            <Board
              info={info}
              chip={chip}
              wagers={wagers}
              place={place}
              only={(spot, amount = chip) => setWagers({ [spot]: amount })}
              disabled={busy}
              text={text}
              money={money}
            />
            <BettingBar
              options={info.betOptions}
              chip={chip}
              setChip={setChip}
              staked={staked}
              repeat={staked === 0n && Object.keys(lastWagers).length > 0}
              busy={busy}
              clear={() => setWagers({})}
              deal={deal}
              text={text}
              money={money}
            />
          </>
        )}
      </section>

      <TablePanels
        info={info}
        family={family}
        session={launch.session}
        text={text}
        t={t}
        money={money}
        locale={locale}
        panelOpen={setPanelOpen}
      />
    </main>
  );
}
