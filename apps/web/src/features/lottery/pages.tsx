import { LotteryGamePage } from './components/LotteryGamePage';
import { LotteryLobby } from './components/LotteryLobby';

// The lottery pages of SPEC §2, one lazily loaded module for all of them (app/lazy-pages.tsx).
export const LottPage = () => <LotteryLobby category="LOTT" />;
export const ElottPage = () => <LotteryLobby category="ELOTT" />;
export const LotteryPage = () => <LotteryGamePage titleKey="route.lottery" />;
export const SeaLotteryPage = () => <LotteryGamePage titleKey="route.seaLottery" />;
export const VnLotteryPage = () => <LotteryGamePage titleKey="route.vnLottery" />;
