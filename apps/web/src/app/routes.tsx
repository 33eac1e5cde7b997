import { homePagePaths } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAgent, RequireToken } from './guards';
import { GameLayout } from './layouts/GameLayout';
import { MainLayout } from './layouts/MainLayout';
import {
  AgentLayout,
  AgentLoginPage,
  AgentPage,
  CockfightPage,
  DownloadPage,
  ElottPage,
  EsportsPage,
  FavouritesPage,
  FishPage,
  GamePage,
  HelpPage,
  HomePage,
  HotGamesPage,
  LivePage,
  LotteryPage,
  LottPage,
  MemberCenterPage,
  PointMallPage,
  PromotionsPage,
  PvpPage,
  RecentGamesPage,
  RngPage,
  SeaLotteryPage,
  SearchPage,
  SportsPage,
  VipPage,
  VnLotteryPage,
} from './lazy-pages';
import { NotFoundPage } from './pages/NotFoundPage';
import { RootShell } from './RootShell';

/** A lottery game page: needs a session, else the login route (SPEC §2). Paths differ only by case. */
const lotteryPage = (path: string, Game: ComponentType): RouteObject => ({
  path,
  caseSensitive: true,
  element: (
    <RequireToken redirectTo="/login">
      <Game />
    </RequireToken>
  ),
});

/**
 * Every route of SPEC §2. /login and /register show the home page with their dialog over it.
 */
const pages: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { index: true, element: <HomePage /> },
      ...homePagePaths.slice(1).map((path) => ({ path: path.slice(1), element: <HomePage /> })),
      { path: 'member', element: <MemberCenterPage /> },
      { path: 'help', element: <HelpPage /> },
      { path: 'down', element: <DownloadPage /> },
      { path: 'sports', element: <SportsPage /> },
      { path: 'esports', element: <EsportsPage /> },
      { path: 'lott', element: <LottPage /> },
      { path: 'elott', element: <ElottPage /> },
      { path: 'cockfight', element: <CockfightPage /> },
      { path: 'live', element: <LivePage /> },
      { path: 'fish', element: <FishPage /> },
      { path: 'rng', element: <RngPage /> },
      { path: 'pvp', element: <PvpPage /> },
      { path: 'hot', element: <HotGamesPage /> },
      { path: 'favorite', element: <FavouritesPage /> },
      { path: 'recent', element: <RecentGamesPage /> },
      { path: 'search', element: <SearchPage /> },
      { path: 'promotions', element: <PromotionsPage /> },
      { path: 'pointMall', element: <PointMallPage /> },
      {
        path: 'vip',
        element: (
          <RequireToken redirectTo="/login">
            <VipPage />
          </RequireToken>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <GameLayout />,
    children: [
      lotteryPage('lottery', LotteryPage),
      lotteryPage('seaLottery', SeaLotteryPage),
      lotteryPage('vnLottery', VnLotteryPage),
      lotteryPage('lottert', LotteryPage),
      lotteryPage('vnlottery', VnLotteryPage),
      lotteryPage('sealottery', SeaLotteryPage),
      { path: 'seamless', element: <GamePage /> },
    ],
  },
  {
    path: 'agent',
    element: <AgentLayout nav={false} />,
    children: [{ index: true, element: <AgentLoginPage /> }],
  },
  {
    path: 'agentHome',
    element: (
      <RequireAgent>
        <AgentLayout nav />
      </RequireAgent>
    ),
    children: [{ index: true, element: <AgentPage /> }],
  },
];

export const routes: RouteObject[] = [{ element: <RootShell />, children: pages }];
