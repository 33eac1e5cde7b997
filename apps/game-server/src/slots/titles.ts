import { createHash } from 'node:crypto';
import type { SlotModel } from './model.js';
import { slotModels } from './models/index.js';

/** A title's model, from its game code alone: the same title plays the same maths wherever it is launched. */
export function modelOf(gameCode: string): SlotModel {
  const digest = createHash('sha256').update(gameCode).digest();
  return slotModels[digest.readUInt32BE(0) % slotModels.length]!;
}

/** Bet steps in bet units (lines or coins): a bet is always a whole number of minor units per line or coin. */
const betSteps = [1n, 2n, 5n, 10n, 20n, 50n, 100n, 200n, 500n];

/** The total bets a model takes, in minor units, smallest first. */
export function betOptionsOf(units: number): bigint[] {
  return betSteps.map((step) => step * BigInt(units));
}
