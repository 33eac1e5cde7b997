import type { BookEventResult } from '@portal/contracts';

// What the result animation shows at each moment of a virtual event's play, made from the result the seed drew.
// The result alone is fair and final; the path to it (a goal's minute, who led at the turn) is drawn here from
// the event's id, the same on every screen, and claims nothing beyond the result.

type Side = 'home' | 'away';
type Score = Extract<BookEventResult, { kind: 'score' }>;

/** A small seeded generator (mulberry32) from a string: the same event plays the same on every device. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

/** Each goal of a football-like score, with the share of the match (0..1) it falls at, in order. */
export function goalTimeline(score: Score, seed: string): { at: number; side: Side }[] {
  const random = seededRandom(seed);
  const sides = shuffled<Side>([...Array(score.home).fill('home'), ...Array(score.away).fill('away')], random);
  const times = sides.map(() => 0.02 + random() * 0.96).sort((a, b) => a - b);
  return sides.map((side, index) => ({ at: times[index] as number, side }));
}

/** A score that climbs from 0 to `total` at uneven speed (a basketball side's points): its value at `progress`. */
export function climbingScore(total: number, progress: number, seed: string): number {
  if (progress >= 1) return total;
  const random = seededRandom(seed);
  const steps = 24;
  const weights = Array.from({ length: steps }, () => 0.4 + random());
  const sum = weights.reduce((a, b) => a + b, 0);
  const reached = Math.min(steps, progress * steps);
  const whole = Math.floor(reached);
  let share = weights.slice(0, whole).reduce((a, b) => a + b, 0);
  share += (weights[whole] ?? 0) * (reached - whole);
  return Math.floor((total * share) / sum);
}

/** The sides that won each set of a best-of-three score, the winner taking the last. */
export function setWinners(score: Score, seed: string): Side[] {
  const winner: Side = score.home > score.away ? 'home' : 'away';
  const loser: Side = winner === 'home' ? 'away' : 'home';
  const lost = Math.min(score.home, score.away);
  const before = shuffled<Side>(
    [...Array(Math.max(score.home, score.away) - 1).fill(winner), ...Array(lost).fill(loser)],
    seededRandom(seed),
  );
  return [...before, winner];
}

export interface Kick {
  side: Side;
  scored: boolean;
}

const REGULATION = 5;

/** Whether a shoot-out is over after these kicks: out of reach in the first five rounds, or a round of sudden death split. */
function shootoutOver(kicks: readonly Kick[]): boolean {
  const count = (side: Side, scored?: boolean) =>
    kicks.filter((kick) => kick.side === side && (scored === undefined || kick.scored === scored)).length;
  const [homeKicks, awayKicks] = [count('home'), count('away')];
  const [homeGoals, awayGoals] = [count('home', true), count('away', true)];
  if (homeKicks <= REGULATION && awayKicks <= REGULATION) {
    if (homeGoals > awayGoals + REGULATION - awayKicks || awayGoals > homeGoals + REGULATION - homeKicks) return true;
    return homeKicks === REGULATION && awayKicks === REGULATION && homeGoals !== awayGoals;
  }
  return homeKicks === awayKicks && homeGoals !== awayGoals;
}

/**
 * A kick-by-kick shoot-out (home first in every round) that ends exactly at the score under the rules the book
 * draws by: five rounds, stopped once a side cannot be caught, then sudden death. Tried with seeded kicks leaning
 * towards the score; if none fits (never seen), the kicks are laid out plainly.
 */
export function penaltyKicks(score: Score, seed: string): Kick[] {
  const random = seededRandom(seed);
  const longest = Math.max(REGULATION, score.home, score.away);
  for (let attempt = 0; attempt < 500; attempt++) {
    const kicks: Kick[] = [];
    while (!shootoutOver(kicks) && kicks.length < 40) {
      const side: Side = kicks.length % 2 === 0 ? 'home' : 'away';
      const taken = kicks.filter((kick) => kick.side === side);
      const needed = score[side] - taken.filter((kick) => kick.scored).length;
      const left = Math.max(1, longest - taken.length);
      kicks.push({ side, scored: needed > 0 && random() < needed / left + 0.1 });
    }
    const goals = (side: Side) => kicks.filter((kick) => kick.side === side && kick.scored).length;
    if (shootoutOver(kicks) && goals('home') === score.home && goals('away') === score.away) return kicks;
  }
  return Array.from({ length: 2 * longest }, (_, index) => {
    const side: Side = index % 2 === 0 ? 'home' : 'away';
    return { side, scored: Math.floor(index / 2) < score[side] };
  });
}

/**
 * How far each runner has come (0..1) at `progress`: every runner at an even pace bent by a seeded surge that is
 * gone by the line, each finishing a little behind the one placed before it.
 */
export function racePositions(order: readonly string[], progress: number, seed: string): Map<string, number> {
  const random = seededRandom(seed);
  const arc = 4 * progress * (1 - progress);
  return new Map(
    order.map((code, place) => {
      const surge = (random() - 0.5) * 0.16 * Math.sin(Math.PI * progress * (1 + random()));
      const distance = progress * (1 - place * 0.03) + surge * arc;
      return [code, Math.max(0, Math.min(1, distance))];
    }),
  );
}

/** The bout's balance (-1 wala on top .. +1 meron on top) at `progress`: it sways, then settles on the winner. */
export function boutBalance(winner: 'meron' | 'wala' | 'draw', progress: number, seed: string): number {
  const random = seededRandom(seed);
  const [a, b] = [2 + random() * 3, 5 + random() * 4];
  const sway = 0.55 * Math.sin(a * Math.PI * progress) + 0.3 * Math.sin(b * Math.PI * progress + random() * 6);
  const end = winner === 'meron' ? 1 : winner === 'wala' ? -1 : 0;
  const settle = progress ** 3;
  return Math.max(-1, Math.min(1, sway * (1 - settle) + end * settle));
}
