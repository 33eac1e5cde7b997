import type { LotteryGame } from '@portal/contracts';

/** The page of a game (SPEC §2): VN games on /vnLottery, 4D on /seaLottery, the rest on /lottery. */
export function gamePath(game: Pick<LotteryGame, 'kind' | 'gameCode'>): string {
  const page = game.kind === 'VN' ? '/vnLottery' : game.kind === 'SEA' ? '/seaLottery' : '/lottery';
  return `${page}?gameCode=${encodeURIComponent(game.gameCode)}`;
}
