import { GameCentrePage } from './components/GameCentrePage';
import { GameListPage } from './components/GameListPage';

// The game pages of SPEC §2, one lazily loaded module for all of them (app/lazy-pages.tsx).
export { HotGamesPage } from './components/HotGamesPage';
export { FavouritesPage, RecentGamesPage } from './components/MemberGamesPage';
export { SearchPage } from './components/SearchPage';

export const LivePage = () => <GameListPage category="LIVE" />;
export const FishPage = () => <GameListPage category="FISH" />;
export const RngPage = () => <GameListPage category="RNG" />;
export const PvpPage = () => <GameListPage category="PVP" />;
export const SportsPage = () => <GameCentrePage category="SPORTS" />;
export const EsportsPage = () => <GameCentrePage category="ESPORTS" />;
export const CockfightPage = () => <GameCentrePage category="COCKFIGHT" />;
