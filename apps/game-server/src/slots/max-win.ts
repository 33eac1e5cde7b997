import { evaluate, gridAt, totalMultiple } from './evaluate.js';
import { betUnits, type SlotModel } from './model.js';
import { everyStop } from './stops.js';

/**
 * The most the reels' first `minimumRun` windows can lead to, in total bets: a line or way pays only with a run
 * over them, and can pay at most its symbol's top pay (any symbol's, on a line of wilds alone); scatters at most
 * what the count they can still reach pays.
 */
function bound(model: SlotModel, lead: string[][]): number {
  const reels = model.strips.length;
  const units = betUnits(model);
  const rest = reels - lead.length;
  const top = (symbol: string) => model.paytable[symbol]?.at(-1) ?? 0;
  const anyTop = Math.max(...Object.keys(model.paytable).map(top));
  let lineOrWays = 0;
  if (model.pay.kind === 'lines') {
    for (const line of model.pay.lines) {
      // A run that can pay covers every lead reel: one symbol, wilds standing in (or wilds alone).
      const symbols = lead.map((column, reel) => column[line[reel]!]!);
      const first = symbols.find((symbol) => symbol !== model.wild);
      if (first === undefined) lineOrWays += anyTop;
      else if (symbols.every((symbol) => symbol === first || symbol === model.wild)) lineOrWays += top(first);
    }
  } else {
    for (const symbol of new Set(lead[0])) {
      if (symbol === model.scatter || symbol === model.wild) continue;
      let ways = 1;
      for (const column of lead) ways *= column.filter((cell) => cell === symbol || cell === model.wild).length;
      lineOrWays += ways * model.rows ** rest * top(symbol);
    }
  }
  let scatter = 0;
  if (model.scatter && model.scatterPays) {
    const reachable = lead.flat().filter((cell) => cell === model.scatter).length + model.rows * rest;
    const counts = reachable - model.minimumRun;
    if (counts >= 0) scatter = Math.max(...model.scatterPays.slice(0, counts + 1));
  }
  return lineOrWays / units + scatter;
}

/**
 * The largest pay one spin can bring, in total bets, exact: the first reels' windows are ranked by what they could
 * lead to at most (bound), and only those that could still beat the best found are played out over every stop of
 * the other reels, best first; the search ends when no window left could.
 */
export function maxWin(model: SlotModel): number {
  const leadCount = Math.min(model.minimumRun, model.strips.length);
  const leadLengths = model.strips.slice(0, leadCount).map((strip) => strip.length);
  const restLengths = model.strips.slice(leadCount).map((strip) => strip.length);
  const ranked: { stops: number[]; bound: number }[] = [];
  for (const stops of everyStop(leadLengths)) {
    const lead = gridAt(model, [...stops, ...restLengths.map(() => 0)]).slice(0, leadCount);
    ranked.push({ stops: [...stops], bound: bound(model, lead) });
  }
  ranked.sort((a, b) => b.bound - a.bound);
  let best = 0;
  for (const { stops, bound: most } of ranked) {
    if (most <= best) break;
    for (const rest of everyStop(restLengths)) {
      const pay = totalMultiple(model, evaluate(model, gridAt(model, [...stops, ...rest])));
      if (pay > best) best = pay;
    }
  }
  return best;
}
