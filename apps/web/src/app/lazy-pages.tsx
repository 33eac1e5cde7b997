import { type ComponentType, lazy, Suspense } from 'react';
import { FullPageLoader } from '../features/system/components/FullPageLoader';

/**
 * Pages loaded on first visit, so the home page's first load carries only its own code (issue 5:
 * at most 170 KB of JavaScript, gzip). Each group of pages is one chunk.
 */
const named = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

const home = () => import('./pages/HomePage');
const HomePageCode = named(home, (m) => m.HomePage);
/** The home page once its code is in: rendered directly, without suspending (React holds a revealed
 * Suspense boundary back for up to 300 ms, which the first screen should not wait for). */
let loadedHomePage: ComponentType | null = null;

export function HomePage() {
  const Loaded = loadedHomePage;
  return Loaded ? <Loaded /> : <HomePageCode />;
}

export function preloadHomePage(): Promise<void> {
  return home().then(
    (module) => {
      loadedHomePage = module.HomePage;
    },
    () => undefined,
  );
}

const games = () => import('../features/games/pages');
export const LivePage = named(games, (m) => m.LivePage);
export const FishPage = named(games, (m) => m.FishPage);
export const RngPage = named(games, (m) => m.RngPage);
export const PvpPage = named(games, (m) => m.PvpPage);
export const HotGamesPage = named(games, (m) => m.HotGamesPage);
export const SportsPage = named(games, (m) => m.SportsPage);
export const EsportsPage = named(games, (m) => m.EsportsPage);
export const CockfightPage = named(games, (m) => m.CockfightPage);
export const FavouritesPage = named(games, (m) => m.FavouritesPage);
export const RecentGamesPage = named(games, (m) => m.RecentGamesPage);
export const SearchPage = named(games, (m) => m.SearchPage);

const lottery = () => import('../features/lottery/pages');
export const LottPage = named(lottery, (m) => m.LottPage);
export const ElottPage = named(lottery, (m) => m.ElottPage);
export const LotteryPage = named(lottery, (m) => m.LotteryPage);
export const SeaLotteryPage = named(lottery, (m) => m.SeaLotteryPage);
export const VnLotteryPage = named(lottery, (m) => m.VnLotteryPage);

export const GamePage = named(
  () => import('../features/game-frame/components/GamePage'),
  (m) => m.GamePage,
);
export const MemberCenterPage = named(
  () => import('./member-center/MemberCenterPage'),
  (m) => m.MemberCenterPage,
);
export const AgentLoginPage = named(
  () => import('../features/session/components/AgentLoginPage'),
  (m) => m.AgentLoginPage,
);
export const AgentPage = named(
  () => import('./pages/AgentPage'),
  (m) => m.AgentPage,
);

const AgentLayoutCode = lazy(() => import('./layouts/AgentLayout').then((m) => ({ default: m.AgentLayout })));

/** The agent back office's layout, with its own loading state (it sits outside the portal's layouts). */
export function AgentLayout({ nav }: { nav: boolean }) {
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AgentLayoutCode nav={nav} />
    </Suspense>
  );
}

export const HelpPage = named(
  () => import('../features/help/components/HelpPage'),
  (m) => m.HelpPage,
);
export const DownloadPage = named(
  () => import('../features/download/components/DownloadPage'),
  (m) => m.DownloadPage,
);
export const PromotionsPage = named(
  () => import('../features/promotions/components/PromotionsPage'),
  (m) => m.PromotionsPage,
);
export const VipPage = named(
  () => import('../features/vip/components/VipPage'),
  (m) => m.VipPage,
);
export const PointMallPage = named(
  () => import('../features/points/components/PointMallPage'),
  (m) => m.PointMallPage,
);
