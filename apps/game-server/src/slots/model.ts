// A slot's mathematics as data: reel strips, the window, how wins are read (pay lines or ways), the paytable.
// A model file holds only numbers and symbol names; the engine (evaluate.ts) and the exact return
// (exact-return.ts) read every model the same way.

/**
 * How wins are read: fixed pay lines (a row per reel; the total bet is a line bet per line), every way through
 * adjacent reels (the total bet is `coins` coins, and pays are in coins per way), or anywhere (scatter pays: a
 * symbol pays for how many of it the window shows, from `minimumRun` up, in coins).
 */
export type PayMode =
  | { kind: 'lines'; lines: readonly (readonly number[])[] }
  | { kind: 'ways'; coins: number }
  | { kind: 'anywhere'; coins: number };

/**
 * What a model adds to the spin that reads its window (features/round.ts plays them; a model without features is
 * one window, and its return is counted exactly; one with them publishes a simulated return, `published`).
 */
export interface SlotFeatures {
  /** Winning cells vanish, the symbols above fall into their place and the strip goes on above them, until nothing pays. */
  tumble?: boolean;
  /** A wild landing on one of these reels fills the whole reel before pays are read. */
  expandingWildReels?: readonly number[];
  /**
   * Scatters (`minimumRun` or more, anywhere) start `awards[count - minimumRun]` free spins (the last for more),
   * every win in them times `multiplier`; scatters in a free spin add as many again, to `max` free spins in all.
   */
  freeSpins?: { awards: readonly number[]; multiplier: number; max: number };
  /**
   * Coins (symbols of `values`, worth that many total bets) hold: `trigger` or more in a window start respins on the
   * bonus `strips`, where every new coin holds and sets the respins back to `respins`; a full window adds `fullScreen`
   * total bets. The coins pay their worth at the end, nothing on a line.
   */
  holdAndSpin?: {
    trigger: number;
    respins: number;
    strips: readonly (readonly string[])[];
    values: Readonly<Record<string, number>>;
    fullScreen: number;
  };
}

/** A simulated model's published figures: the mean of `rounds` rounds, with its 95 % confidence half-width. */
export interface PublishedFigures {
  rtpPercent: number;
  rtpHalfWidthPercent: number;
  hitRatePercent: number;
  rounds: number;
}

export interface SlotModel {
  /** Stable id: `<family>-<variant>`, e.g. `lines5x3-high`. */
  id: string;
  /** How the return is spread: 'medium' the family's standard pays, 'high' fewer small and far bigger top pays. */
  volatility: 'low' | 'medium' | 'high';
  /**
   * The most one spin can pay, in total bets: published with the model and checked against the exact search of
   * max-win.ts by the tests (the search takes seconds, too long to run when the server starts).
   */
  maxWinMultiple: number;
  rows: number;
  /** One strip per reel, read top to bottom and wrapping; a stop is uniform over the strip. */
  strips: readonly (readonly string[])[];
  pay: PayMode;
  /** Pays for n of a kind (index 0 is the fewest that pays), in line bets for lines, in coins per way for ways. */
  paytable: Readonly<Record<string, readonly number[]>>;
  /** The fewest of a kind that pays (usually 3; 2 for the highest symbols of some games is not modelled). */
  minimumRun: number;
  /** Stands for every symbol but the scatter; pays on its own only in line games. */
  wild?: string;
  /** Pays anywhere on the screen, in multiples of the total bet, for `scatterPays[count - minimumRun]`. */
  scatter?: string;
  scatterPays?: readonly number[];
  features?: SlotFeatures;
  /** Required with `features`: what `npm run slot-figures -w apps/game-server` simulated (simulate.ts). */
  published?: PublishedFigures;
}

/** How many units a spin's total bet is divided into (lines, or coins): a bet must be a multiple, so pays are exact. */
export function betUnits(model: SlotModel): number {
  return model.pay.kind === 'lines' ? model.pay.lines.length : model.pay.coins;
}

/** A model whose spins only read one window: its figures are counted exactly (exact-return.ts, hit-rate.ts). */
export function isPlain(model: SlotModel): boolean {
  return model.features === undefined;
}

/** A model that can be played: strips of the right shape, pay lines inside the window, pays for every symbol. */
export function checkModel(model: SlotModel): void {
  const reels = model.strips.length;
  const fail = (why: string) => {
    throw new Error(`slot model ${model.id}: ${why}`);
  };
  if (reels < 3) fail('fewer than 3 reels');
  for (const strip of model.strips) if (strip.length < model.rows) fail('a strip shorter than the window');
  if (model.pay.kind === 'lines') {
    for (const line of model.pay.lines) {
      if (line.length !== reels || line.some((row) => row < 0 || row >= model.rows)) fail('a line outside the window');
    }
  } else if (model.wild && model.strips[0]?.includes(model.wild)) {
    // A wild on the first reel would start ways of every symbol at once; ways games leave it off reel 1.
    fail('a wild on the first reel of a ways game');
  }
  // A symbol without pays (a blank) never pays; one with pays has one for every run from the shortest to all reels
  // (anywhere: for counts from the fewest up, the last for more).
  for (const [symbol, pays] of Object.entries(model.paytable)) {
    if (model.pay.kind !== 'anywhere' && pays.length !== reels - model.minimumRun + 1) {
      fail(`pays of ${symbol} do not cover every run`);
    }
    if (pays.length === 0) fail(`no pays for ${symbol}`);
  }
  if (model.features && !model.published) fail('features without published figures');
  const hold = model.features?.holdAndSpin;
  if (hold) {
    if (hold.strips.length !== reels) fail('bonus strips of another reel count');
    for (const coin of Object.keys(hold.values)) if (model.paytable[coin]) fail(`coin ${coin} pays on a line`);
  }
  // Counts of scatters beyond the last listed pay as the last.
  if (model.scatter && (model.scatterPays?.length ?? 0) < 1) fail('a scatter without pays');
}

/** Strips written one per line as space-separated symbols, as model files keep them readable. */
export function reels(...strips: string[]): string[][] {
  return strips.map((strip) => strip.split(' '));
}
