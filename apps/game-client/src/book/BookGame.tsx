import type { BookLobby, BookSport } from '@portal/contracts';
import { ListChecks, Trophy } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { htmlLangOf, type Translate } from '../i18n';
import { type Launch, tellPortal } from '../launch';
import { offsetOf } from '../live/clock';
import { formatMoney } from '../money';
import { Topbar } from '../Topbar';
import { MyBets } from './bets/MyBets';
import { bookApi } from './book-api';
import { BookContext, type BookSettings } from './book-context';
import { EventList } from './events/EventList';
import { PickContext } from './pick-context';
import { SportTabs } from './SportTabs';
import { BetSlip } from './slip/BetSlip';
import { PlacedDialog } from './slip/PlacedDialog';
import { SlipSheet } from './slip/SlipSheet';
import { useSlip } from './slip/use-slip';
import { bookText } from './strings';
import { useVisiblePoll } from './use-visible-poll';
import { useWide } from './use-wide';
import './book.css';
import './play/play.css';
import './slip/slip.css';

/** The lobby (balance, the sports' counts) is read again this often; bets and cash-outs update the balance at once. */
const LOBBY_POLL_MS = 15_000;

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The sportsbook: the studio's name and its wallet's balance, the sports, each sport's virtual events and
 * fixtures, the member's bets, and the slip (a right-hand column on a desk, a bottom sheet on a phone).
 */
export function BookGame({ launch, t, firstScreen }: { launch: Launch; t: Translate; firstScreen: BookLobby }) {
  const locale = htmlLangOf(launch.language);
  const [lobby, setLobby] = useState(firstScreen);
  const [balance, setBalance] = useState(firstScreen.balance);
  const [clockOffset, setClockOffset] = useState(() => offsetOf(firstScreen.now));
  const [sport, setSport] = useState<BookSport | null>(firstScreen.openSport ?? firstScreen.sports[0]?.sport ?? null);
  const [view, setView] = useState<'events' | 'bets'>('events');
  const wide = useWide();

  const settings = useMemo<BookSettings>(
    () => ({
      text: bookText(launch.language),
      money: (minor) => formatMoney(minor, lobby.currency, locale),
      locale,
      session: launch.session,
      limits: lobby.limits,
      clockOffset,
      reducedMotion: prefersReducedMotion(),
    }),
    [launch.language, launch.session, lobby.currency, lobby.limits, locale, clockOffset],
  );
  const { text, money } = settings;

  const onBalance = useCallback(
    (next: string) => {
      setBalance(next);
      tellPortal(launch, { type: 'game:balance', balance: next });
    },
    [launch],
  );
  const slip = useSlip(launch.session, lobby.limits, onBalance);
  const picker = useMemo(
    () => ({ picked: new Set(slip.legs.map((leg) => leg.selectionId)), toggle: slip.toggle }),
    [slip.legs, slip.toggle],
  );

  useVisiblePoll(
    async () => {
      const next = await bookApi.lobby(launch.session);
      setLobby(next);
      setBalance(next.balance);
    },
    LOBBY_POLL_MS,
    'lobby',
  );

  return (
    <BookContext.Provider value={settings}>
      <PickContext.Provider value={picker}>
        <div className={`game book${wide ? ' book--wide' : ''}`}>
          <Topbar name={lobby.name ?? lobby.studio} mode="real" balance={money(balance)} launch={launch} t={t} />
          <div className="book__bar">
            <nav className="book-toggle" aria-label={text('book.viewsNav')}>
              <button type="button" aria-pressed={view === 'events'} onClick={() => setView('events')}>
                <Trophy size={16} aria-hidden="true" />
                {text('book.view.events')}
              </button>
              <button type="button" aria-pressed={view === 'bets'} onClick={() => setView('bets')}>
                <ListChecks size={16} aria-hidden="true" />
                {text('book.view.bets')}
              </button>
            </nav>
            {view === 'events' && <SportTabs sports={lobby.sports} selected={sport} onSelect={setSport} />}
          </div>
          <main className="book__main">
            {view === 'bets' ? (
              <MyBets onBalance={onBalance} />
            ) : sport ? (
              <EventList
                key={sport}
                sport={sport}
                virtualFirst={lobby.openSport === sport}
                onEvents={slip.mergeQuotes}
                onClock={setClockOffset}
              />
            ) : (
              <p className="book-empty">{text('book.noSports')}</p>
            )}
          </main>
          {wide ? (
            <aside className="book__slip">
              <BetSlip slip={slip} />
            </aside>
          ) : (
            <SlipSheet slip={slip} />
          )}
          {slip.status.kind === 'placed' && (
            <PlacedDialog
              placed={slip.status.placed}
              onClose={slip.dismiss}
              onViewBets={() => {
                slip.dismiss();
                setView('bets');
              }}
            />
          )}
        </div>
      </PickContext.Provider>
    </BookContext.Provider>
  );
}
