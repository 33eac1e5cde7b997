import type { GamePage } from '@portal/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { GamesError } from './GamesError';

/**
 * The states of a growing list of games: card skeletons first, the failure with a retry, an empty
 * state that says what would be here, else the grid with "load more" under it while pages remain.
 */
export function GamePages({
  query,
  label,
  emptyTitle,
  emptyText,
}: {
  query: UseInfiniteQueryResult<InfiniteData<GamePage>>;
  label: string;
  emptyTitle: string;
  emptyText?: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <GameGridSkeleton />;
  if (query.isError && !query.data) {
    return <GamesError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const pages = query.data?.pages ?? [];
  const games = pages.flatMap((page) => page.items);
  const total = pages[0]?.total ?? 0;
  if (games.length === 0) {
    return <EmptyState title={emptyTitle} text={emptyText} icon={<Gamepad2 size={32} />} />;
  }
  return (
    <div className="query-view" aria-busy={query.isPlaceholderData || undefined}>
      <GameGrid games={games} label={label} />
      <div className="games-more">
        <span className="figures" aria-live="polite">
          {t('games.shown', { shown: games.length, total })}
        </span>
        {query.hasNextPage ? (
          <Button variant="secondary" pending={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {t('games.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
