import { type Game, gameList } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useGameList } from '../../games/api/get-game-list';
import { useHotGames } from '../../games/api/get-hot-games';
import { categoryInfo, listCategories } from '../../games/categories';
import { GameCard } from '../../games/components/GameCard';
import { GamesError } from '../../games/components/GamesError';
import { Lane } from '../../games/components/Lane';
import { HomeVendorLanes } from './HomeVendorLanes';

/** Cards a home lane holds at most; "see all" leads to the rest. */
export const laneCards = 24;

function LaneSkeleton() {
  return (
    <div className="lane-skeleton" aria-hidden="true">
      <Skeleton height={24} width={160} />
      <div className="lane-skeleton__cards">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <Skeleton key={index} height={180} radius={12} />
        ))}
      </div>
    </div>
  );
}

function GameLane({ title, games, moreTo }: { title: string; games: Game[]; moreTo: string }) {
  return (
    <Lane title={title} moreTo={moreTo}>
      {games.slice(0, laneCards).map((game) => (
        <GameCard key={game.nodeId} game={game} />
      ))}
    </Lane>
  );
}

/** The home list (200 games, SPEC §9) split into one lane per game-list category, in menu order. */
export function groupByCategory(games: Game[]) {
  return listCategories.flatMap((category) => {
    const inCategory = games.filter((game) => game.gameType === category);
    return inCategory.length > 0 ? [{ category, games: inCategory }] : [];
  });
}

/** The home page's carousels: hot games, then each category's games, then the game centres' vendors. */
export function HomeLanes() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const home = useGameList({ gameType: 'HOME' }, gameList.homeSize);

  return (
    <div className="home-lanes">
      {hot.isPending ? (
        <LaneSkeleton />
      ) : hot.data && hot.data.length > 0 ? (
        <GameLane title={t('route.hot')} games={hot.data} moreTo="/hot" />
      ) : null}
      {home.isPending ? (
        <>
          <LaneSkeleton />
          <LaneSkeleton />
        </>
      ) : home.isError ? (
        <GamesError error={home.error} onRetry={() => void home.refetch()} retrying={home.isFetching} />
      ) : (
        groupByCategory(home.data.items).map(({ category, games }) => {
          const info = categoryInfo[category];
          return info ? <GameLane key={category} title={t(info.titleKey)} games={games} moreTo={info.path} /> : null;
        })
      )}
      <HomeVendorLanes />
    </div>
  );
}
