import type { Game } from '@portal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Gamepad2 } from 'lucide-react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { GameGrid, GameGridSkeleton } from './GameGrid';
import { GamesError } from './GamesError';

/** A whole list of games from one answer (hot, favourites, recent): skeleton, failure, empty, grid. */
export function GameListView<T>({
  query,
  select,
  label,
  emptyTitle,
  emptyText,
}: {
  query: UseQueryResult<T>;
  select: (data: T) => Game[];
  label: string;
  emptyTitle: string;
  emptyText?: string;
}) {
  if (query.isPending) return <GameGridSkeleton />;
  if (query.isError) {
    return <GamesError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const games = select(query.data);
  if (games.length === 0) {
    return <EmptyState title={emptyTitle} text={emptyText} icon={<Gamepad2 size={32} />} />;
  }
  return <GameGrid games={games} label={label} />;
}
