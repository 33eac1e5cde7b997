import { rankOf, suitOf } from '../cards.js';
import type { CasinoHoldemState } from './casino-holdem.js';

const TEN = 8;

/**
 * A simple call rule close to the optimal one (which calls about 82 % of hands and folds only where a call loses
 * more than the ante): call with a pair that uses a hole card, four to a flush, four to a straight (open or inside)
 * with a hole card in it, or a ten or higher in the hole; fold the rest. The cut at the ten comes from simulated
 * call returns: hands without pair or draw lose about 0.95 ante on a call with a ten high in the hole, about 1.05
 * with a nine.
 */
export function casinoHoldemStrategy(state: CasinoHoldemState): string {
  const hole = state.player;
  const holeRanks = hole.map(rankOf);
  const flopRanks = state.board.slice(0, 3).map(rankOf);
  const shown = [...hole, ...state.board.slice(0, 3)];
  if (holeRanks[0] === holeRanks[1] || holeRanks.some((rank) => flopRanks.includes(rank))) return 'call';
  if (holeRanks.some((rank) => rank >= TEN)) return 'call';
  for (const suit of new Set(hole.map(suitOf))) {
    if (shown.filter((card) => suitOf(card) === suit).length >= 4) return 'call';
  }
  // Ranks as straights see them: an ace also plays low, as -1.
  const ranks = new Set(shown.map(rankOf));
  if (ranks.has(12)) ranks.add(-1);
  const holeStraightRanks = holeRanks.includes(12) ? [...holeRanks, -1] : holeRanks;
  for (let low = -1; low <= 8; low++) {
    const window = [low, low + 1, low + 2, low + 3, low + 4];
    const held = window.filter((rank) => ranks.has(rank)).length;
    if (held >= 4 && window.some((rank) => holeStraightRanks.includes(rank))) return 'call';
  }
  return 'fold';
}
