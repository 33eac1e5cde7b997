import type { BookBet, BookMyBets } from '@portal/contracts';
import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { useCallback, useState } from 'react';
import { bookApi } from '../book-api';
import { useBook } from '../book-context';
import { bookErrorKey } from '../strings';
import { useVisiblePoll } from '../use-visible-poll';
import { BetCard } from './BetCard';
import { CashOutDialog } from './CashOutDialog';

const PAGE_SIZE = 10;
/** Cash-out offers move with the prices: the open bets are read again this often. */
const POLL_MS = 5000;

type Answer = { key: string; page: BookMyBets } | { key: string; failed: string };

/** The member's bets, open or settled, a page at a time; an open bet offers its cash-out at the book's price now. */
export function MyBets({ onBalance }: { onBalance(balance: string): void }) {
  const { text, money, session } = useBook();
  const [state, setState] = useState<'open' | 'settled'>('open');
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [cashing, setCashing] = useState<BookBet | null>(null);
  const key = `${state}:${page}:${attempt}`;
  const load = useCallback(async () => {
    try {
      setAnswer({ key, page: await bookApi.myBets(session, state, page, PAGE_SIZE) });
    } catch (error) {
      setAnswer((shown) =>
        shown?.key === key && 'page' in shown ? shown : { key, failed: (error as { code?: string }).code ?? 'NETWORK' },
      );
    }
  }, [session, state, page, key]);
  useVisiblePoll(load, POLL_MS, key);
  const shown = answer?.key === key ? answer : null;
  const pages = shown && 'page' in shown ? Math.max(1, Math.ceil(shown.page.total / PAGE_SIZE)) : 1;
  const choose = (next: 'open' | 'settled') => {
    setState(next);
    setPage(1);
  };
  return (
    <section className="book-mybets" aria-labelledby="book-mybets-title" aria-busy={shown === null}>
      <h2 id="book-mybets-title" className="book-sr-only">
        {text('book.view.bets')}
      </h2>
      <div className="book-toggle book-toggle--quiet">
        {(['open', 'settled'] as const).map((option) => (
          <button key={option} type="button" aria-pressed={state === option} onClick={() => choose(option)}>
            {text(`bets.${option}`)}
          </button>
        ))}
      </div>
      {shown === null ? (
        <div className="book-grid book-grid--bets">
          <div className="book-skeleton" />
          <div className="book-skeleton" />
        </div>
      ) : 'failed' in shown ? (
        <div className="book-state" role="alert">
          <p>{text('bets.loadFailed')}</p>
          <p className="book-note">{text(bookErrorKey(shown.failed))}</p>
          <button type="button" className="book-button" onClick={() => setAttempt((count) => count + 1)}>
            {text('book.retry')}
          </button>
        </div>
      ) : shown.page.items.length === 0 ? (
        <p className="book-empty">
          <Inbox size={20} aria-hidden="true" />
          {text(state === 'open' ? 'bets.emptyOpen' : 'bets.emptySettled')}
        </p>
      ) : (
        <div className="book-grid book-grid--bets">
          {shown.page.items.map((bet) => (
            <BetCard
              key={bet.id}
              bet={bet}
              action={
                bet.status === 'open' && bet.cashOut !== null && BigInt(bet.cashOut) > 0n ? (
                  <button type="button" className="book-button book-button--cashout" onClick={() => setCashing(bet)}>
                    {text('bets.cashOut', { amount: money(bet.cashOut) })}
                  </button>
                ) : undefined
              }
            />
          ))}
        </div>
      )}
      {pages > 1 && (
        <nav className="book-pager" aria-label={text('bets.page', { page, pages })}>
          <button
            type="button"
            className="book-icon-button"
            aria-label={text('bets.previous')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <span>{text('bets.page', { page, pages })}</span>
          <button
            type="button"
            className="book-icon-button"
            aria-label={text('bets.next')}
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </nav>
      )}
      {cashing && (
        <CashOutDialog
          bet={cashing}
          onClose={() => {
            setCashing(null);
            void load();
          }}
          onCashedOut={onBalance}
        />
      )}
    </section>
  );
}
