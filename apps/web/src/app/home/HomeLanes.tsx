import { type Game, gameList } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Deferred } from '../../components/ui/Deferred';
import { Lane } from '../../components/ui/Lane';
import { useGameList } from '../../features/games/api/get-game-list';
import { useHotGames } from '../../features/games/api/get-hot-games';
import { categoryInfo, listCategories } from '../../features/games/categories';
import { GameCard } from '../../features/games/components/GameCard';
import { GamesError } from '../../features/games/components/GamesError';
import { useNearViewport } from '../../lib/use-near-viewport';
import { HomeVendorLanes } from './HomeVendorLanes';
import { LaneSkeleton } from './LaneSkeleton';

/** Cards a home lane holds at most; "see all" leads to the rest. */
export const laneCards = 24;

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

/**
 * The home page's carousels: hot games, then each category's games, then the game centres' vendors.
 * Below the fold: nothing is asked for or drawn until the visitor scrolls towards them, so the first
 * screen (banners, jackpot, menu) paints and answers quickly.
 */
export function HomeLanes() {
  // Only once the lanes are actually on screen: on a phone the first screen (banners, jackpot,
  // winners, menu) then paints without the 200-game list being read and drawn at the same time.
  const [ref, near] = useNearViewport<HTMLDivElement>('0px');
  return (
    <div ref={ref} className="home-lanes">
      {near ? (
        <HomeLaneList />
      ) : (
        <>
          <LaneSkeleton still />
          <LaneSkeleton still />
        </>
      )}
    </div>
  );
}

function HomeLaneList() {
  const { t } = useTranslation();
  const hot = useHotGames();
  const home = useGameList({ gameType: 'HOME' }, gameList.homeSize);

  return (
    <>
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
          return info ? (
            <Deferred key={category} placeholder={<LaneSkeleton still />}>
              <GameLane title={t(info.titleKey)} games={games} moreTo={info.path} />
            </Deferred>
          ) : null;
        })
      )}
      <HomeVendorLanes />
    </>
  );
}
