import { type Winner, winnerBoard } from '@portal/contracts';
import { Medal, Trophy } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useErrorMessage } from '../../../lib/errors';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useWinnerBoard } from '../api/get-winner-board';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import './winners.css';

/** Rows the scrolling list shows at once; with no more than these it stands still. */
const visibleRows = 4;

function WinnerRow({ winner, hidden = false }: { winner: Winner; hidden?: boolean }) {
  const formatMinor = useFormatMinor();
  return (
    <li className="winner-row" aria-hidden={hidden || undefined}>
      {winner.iconUrl ? (
        <img className="winner-row__icon" src={winner.iconUrl} alt="" width={36} height={36} loading="lazy" />
      ) : null}
      <span className="winner-row__who">
        <span className="winner-row__name">{winner.customerName}</span>
        <span className="winner-row__game">{winner.gameName}</span>
      </span>
      <span className="winner-row__amount figures">{formatMinor(winner.winAmount)}</span>
    </li>
  );
}

/**
 * The list under the podium: it scrolls upwards without end (the rows twice, the copy hidden from
 * assistive technology) and holds still under the pointer or keyboard focus; with reduced motion it
 * is a plain list.
 */
function WinnerScroll({ winners }: { winners: Winner[] }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const moving = !reduced && winners.length > visibleRows;
  const rows = (hidden: boolean) =>
    winners.map((winner, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the same player may win the same game twice
      <WinnerRow key={`${hidden}-${index}`} winner={winner} hidden={hidden} />
    ));
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes keyboard focus, which holds it still (and lets a still one scroll by hand)
    <section className="winners__scroll" tabIndex={0} aria-label={t('content.winnersMore')}>
      <ul
        className={`winners__track${moving ? ' winners__track--moving' : ''}`}
        style={{ '--winner-rows': winners.length } as CSSProperties}
      >
        {rows(false)}
        {moving ? rows(true) : null}
      </ul>
    </section>
  );
}

/**
 * The winners board (SPEC §2, §9): the latest 20 big wins; the first three stand on a podium and are
 * left out of the scrolling list of the rest.
 */
export function WinnersBoard() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatMinor = useFormatMinor();
  const board = useWinnerBoard();
  let body: ReactNode;
  if (board.isPending) {
    // The same room as the loaded board (podium and four rows), so nothing below it moves when it arrives.
    body = (
      <div className="stack stack--2 winners__loading" role="status">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div className="winners__podium" aria-hidden="true">
          {[0, 1, 2].map((place) => (
            <Skeleton key={place} height={112} radius={12} />
          ))}
        </div>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={44} />
        ))}
      </div>
    );
  } else if (board.isError) {
    body = (
      <ErrorState
        title={t('content.winnersFailed')}
        message={errorMessage(board.error)}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  } else if (board.data.length === 0) {
    body = (
      <EmptyState icon={<Trophy size={32} />} title={t('content.winnersEmpty')} text={t('content.winnersEmptyText')} />
    );
  } else {
    const podium = board.data.slice(0, winnerBoard.skipInScroll);
    body = (
      <>
        <ol className="winners__podium">
          {podium.map((winner, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a place on the podium is its identity
            <li key={index} className={`podium podium--${index + 1}`}>
              <span className="podium__medal" aria-hidden="true">
                <Medal size={20} />
                <span className="podium__place">{index + 1}</span>
              </span>
              <span className="visually-hidden">{t('content.winnerPlace', { place: index + 1 })}</span>
              <span className="podium__name">{winner.customerName}</span>
              <span className="podium__game">{winner.gameName}</span>
              <span className="podium__amount figures">{formatMinor(winner.winAmount)}</span>
            </li>
          ))}
        </ol>
        {board.data.length > winnerBoard.skipInScroll ? (
          <WinnerScroll winners={board.data.slice(winnerBoard.skipInScroll)} />
        ) : null}
      </>
    );
  }
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="winners__title">
        <Trophy size={18} aria-hidden="true" />
        {t('content.winners')}
      </h2>
      <div className="winners__body">{body}</div>
    </section>
  );
}
