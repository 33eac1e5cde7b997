import type { DraftWagers } from '../house/plugin';

/**
 * A seat's wagers as the live table keeps them: the chips being laid (pending, not sent), the bets the server
 * took this round (placed, `mine`), and the last round's bets for re-bet. All by spot, in minor units.
 */
export type WagerList = readonly { spot: string; amount: string }[];

/** A list of wagers (several may share a spot) summed by spot. */
export function bySpot(wagers: WagerList): DraftWagers {
  const sums: Record<string, bigint> = {};
  for (const wager of wagers) sums[wager.spot] = (sums[wager.spot] ?? 0n) + BigInt(wager.amount);
  return sums;
}

export function add(a: DraftWagers, b: DraftWagers): DraftWagers {
  const sums: Record<string, bigint> = { ...a };
  for (const [spot, amount] of Object.entries(b)) sums[spot] = (sums[spot] ?? 0n) + amount;
  return sums;
}

export const times = (wagers: DraftWagers, factor: bigint): DraftWagers =>
  Object.fromEntries(Object.entries(wagers).map(([spot, amount]) => [spot, amount * factor]));

export const totalOf = (wagers: DraftWagers): bigint => Object.values(wagers).reduce((sum, amount) => sum + amount, 0n);

export const isEmpty = (wagers: DraftWagers) => Object.keys(wagers).length === 0;

/** The request's wagers, at most `size` a call (the bet call takes 40). */
export function chunks(wagers: DraftWagers, size = 40): { spot: string; amount: string }[][] {
  const list = Object.entries(wagers)
    .filter(([, amount]) => amount > 0n)
    .map(([spot, amount]) => ({ spot, amount: String(amount) }));
  const parts: { spot: string; amount: string }[][] = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}

export type LimitProblem =
  | { kind: 'step'; amount: bigint }
  | { kind: 'spot'; amount: bigint }
  | { kind: 'round'; amount: bigint }
  | null;

/**
 * The table's limits checked before a bet is sent, as the server checks them: each amount a whole number of the
 * smallest chip, at most `maxSpot` on a spot and `maxRound` in all this round, the bets placed counted.
 */
export function limitProblem(
  placed: DraftWagers,
  pending: DraftWagers,
  limits: { chips: readonly string[]; maxSpot: string; maxRound: string },
): LimitProblem {
  const step = BigInt(limits.chips[0] ?? '1');
  if (Object.values(pending).some((amount) => amount % step !== 0n)) return { kind: 'step', amount: step };
  const all = add(placed, pending);
  const maxSpot = BigInt(limits.maxSpot);
  if (Object.values(all).some((amount) => amount > maxSpot)) return { kind: 'spot', amount: maxSpot };
  const maxRound = BigInt(limits.maxRound);
  if (totalOf(all) > maxRound) return { kind: 'round', amount: maxRound };
  return null;
}
