import type { ReelStep, SlotFeatures } from '@portal/contracts';
import { betUnits, type SlotModel } from '../model.js';
import type { RoundOutcome, RoundStep } from './outcome.js';

/**
 * A round's steps in money: each win in minor units of a `bet` (line and way pays in bet units, scatters and coins
 * in total bets, times the step's multiplier; exact, as a bet is a whole number of units), and the round's win,
 * stopped at the model's maximum for a model with features (one without cannot pass it).
 */
export function paidRound(model: SlotModel, bet: bigint, outcome: RoundOutcome) {
  const unit = bet / BigInt(betUnits(model));
  const steps = outcome.steps.map((step: RoundStep) => {
    const wins = step.wins.map((found) => ({
      line: found.line,
      symbol: found.symbol,
      count: found.count,
      ways: found.ways,
      amount: String((found.ofTotal ? bet : unit) * BigInt(found.multiple) * BigInt(step.multiplier)),
    }));
    const win = wins.reduce((sum, found) => sum + BigInt(found.amount), 0n);
    return { ...step, wins, win: String(win) };
  });
  const total = steps.reduce((sum, step) => sum + BigInt(step.win), 0n);
  const cap = model.features ? bet * BigInt(model.maxWinMultiple) : total;
  const [spin, ...later] = steps;
  return { spin: spin!, later: later as (ReelStep & { kind: ReelStep['kind'] })[], win: total < cap ? total : cap };
}

/** A model's features as its rules page tells them; null for a model whose window is all there is. */
export function featuresOf(model: SlotModel): SlotFeatures | null {
  const features = model.features;
  if (!features) return null;
  const hold = features.holdAndSpin;
  return {
    tumble: features.tumble ?? false,
    expandingWildReels: [...(features.expandingWildReels ?? [])],
    freeSpins: features.freeSpins ? { ...features.freeSpins, awards: [...features.freeSpins.awards] } : null,
    holdAndSpin: hold
      ? {
          trigger: hold.trigger,
          respins: hold.respins,
          values: { ...hold.values },
          fullScreen: hold.fullScreen,
          stripLengths: hold.strips.map((strip) => strip.length),
        }
      : null,
  };
}
