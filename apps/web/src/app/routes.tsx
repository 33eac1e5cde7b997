import type { RouteObject } from 'react-router';
import { MemberCenterPage } from '../features/member-center/components/MemberCenterPage';
import { AgentLoginPage } from '../features/session/components/AgentLoginPage';
import { RequireAgent, RequireToken } from './guards';
import { AgentLayout } from './layouts/AgentLayout';
import { GameLayout } from './layouts/GameLayout';
import { MainLayout } from './layouts/MainLayout';
import { AgentPage } from './pages/AgentPage';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { FeaturePage, type RouteTitleKey } from './pages/Page';
import { RootShell } from './RootShell';

const page = (path: string, titleKey: RouteTitleKey): RouteObject => ({
  path,
  element: <FeaturePage titleKey={titleKey} />,
});

/** A lottery game page: needs a session, else the login route (SPEC §2). Paths differ only by case. */
const lotteryPage = (path: string, titleKey: RouteTitleKey): RouteObject => ({
  path,
  caseSensitive: true,
  element: (
    <RequireToken redirectTo="/login">
      <FeaturePage titleKey={titleKey} />
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
      ...['index', 'index.html', 'home', 'login', 'register'].map((path) => ({ path, element: <HomePage /> })),
      { path: 'member', element: <MemberCenterPage /> },
      page('help', 'route.help'),
      page('down', 'route.down'),
      page('sports', 'route.sports'),
      page('esports', 'route.esports'),
      page('lott', 'route.lott'),
      page('elott', 'route.elott'),
      page('live', 'route.live'),
      page('fish', 'route.fish'),
      page('rng', 'route.rng'),
      page('pvp', 'route.pvp'),
      page('hot', 'route.hot'),
      page('favorite', 'route.favorite'),
      page('recent', 'route.recent'),
      page('search', 'route.search'),
      page('promotions', 'route.promotions'),
      page('pointMall', 'route.pointMall'),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <GameLayout />,
    children: [
      lotteryPage('lottery', 'route.lottery'),
      lotteryPage('seaLottery', 'route.seaLottery'),
      lotteryPage('vnLottery', 'route.vnLottery'),
      lotteryPage('lottert', 'route.lottery'),
      lotteryPage('vnlottery', 'route.vnLottery'),
      lotteryPage('sealottery', 'route.seaLottery'),
      page('seamless', 'route.seamless'),
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
