/**
 * The lottery engine's public types (issue 11, `shared/LOTTERY.md`). The engine is pure: no I/O, no
 * clock, no database. The server settles with it and the browser counts bets and verifies draws
 * with the same code, so both sides agree by construction.
 */

export const lotteryKinds = ['SSC', '11X5', 'PK10', 'LHC', 'LF', 'VN', 'SEA'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

/** VN results: the northern layout has 27 prize numbers, the southern/central one 18. */
export const vnLayouts = ['north', 'south'] as const;
export type VnLayout = (typeof vnLayouts)[number];

/** What fixes the shape of a draw and the rules of its plays. */
export interface DrawShape {
  kind: LotteryKind;
  /** VN only (north or south); null for every other kind. */
  layout: VnLayout | null;
}

/**
 * What a result's meaning can depend on beyond its numbers: the shape, and the draw's calendar day in
 * the site's time zone (`YYYY-MM-DD`), which fixes the LHC zodiac mapping (it changes at Lunar New Year).
 */
export interface DrawContext extends DrawShape {
  drawDate: string;
}

/**
 * A result in draw order, each number as it is shown:
 * - SSC: 5 digits `'0'`..`'9'` (positions 1-5, i.e. 万千百十个);
 * - 11X5: 5 distinct `'01'`..`'11'`; PK10: a permutation of `'01'`..`'10'`;
 * - LHC: 7 distinct `'01'`..`'49'`, the 7th is the special number; LF: 8 distinct `'01'`..`'20'`;
 * - VN north: 27 numbers, ĐB first, then G1, G2 x2, G3 x6 (5 digits), G4 x4, G5 x6 (4 digits), G6 x3 (3), G7 x4 (2);
 * - VN south: 18 numbers, ĐB first (6 digits), then G1, G2, G3 x2, G4 x7 (5 digits), G5 (4), G6 x3 (4), G7 (3), G8 (2);
 * - SEA (4D): 23 four-digit numbers: 1st, 2nd, 3rd, 10 starters, 10 consolations.
 */
export type DrawResult = readonly string[];

/** An exact non-negative rational. */
export interface Fraction {
  num: bigint;
  den: bigint;
}

/**
 * LOTT: official plays, paid 2/p x group/2000 per 2-unit bet (the member picks a group up to the site's maximum).
 * ZY: two-sided (credit) plays at fixed odds per site. ELOTT: the VN family at fixed odds. SEA: the 4D family at
 * fixed prize tables.
 */
export const prizeModes = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export type PrizeMode = (typeof prizeModes)[number];

/** One picking area of a play: a position's numbers, or the options of a two-sided play. */
export interface PickArea {
  /** Stable key, also the i18n key suffix of its label (e.g. 'pos1', 'numbers', 'options'). */
  key: string;
  /** The values that may be picked, in display order (numbers as results show them, or option codes). */
  values: readonly string[];
  /** How many values of this area a valid selection picks, at least and at most. */
  min: number;
  max: number;
}

export interface PlayDefinition {
  /** Unique over every kind, e.g. `SSC_STAR5_DIRECT`, `11X5_ANY2`, `VN_LO`. Also the i18n key of its name. */
  id: string;
  kind: LotteryKind;
  /** VN plays that exist for one layout only (e.g. đầu/đuôi is southern); absent: every layout. */
  layouts?: readonly VnLayout[];
  /** The menu group it is listed under, e.g. 'star5', 'star3', 'any', 'position', 'twoSided', 'special'. */
  group: string;
  prizeMode: PrizeMode;
  /** 'group': the payout scales with the member's prize group; 'odds': fixed odds set per site. */
  scaling: 'group' | 'odds';
  areas: readonly PickArea[];
  /**
   * The outcomes a bet of this play is paid as. Plays whose bets all have the same chance have one,
   * `'*'`; two-sided plays name each option (`BIG`, `SMALL`, `DRAGON`, ...); 4D names its prize tiers.
   */
  options: readonly string[];
}

/** One array of picked values per area of the play, in the play's area order. */
export type Selection = readonly (readonly string[])[];

export type SelectionProblem = 'wrong_areas' | 'wrong_count' | 'duplicate' | 'out_of_range';

export type SelectionCheck =
  | { ok: true; bets: number }
  | { ok: false; problem: SelectionProblem /** The area at fault, when one is. */; area?: number };

/**
 * What one line won in one draw: for each option, how many prize units it hit (a bet that wins once
 * counts 1; a lô number that appears three times counts 3), and how many of its bets are pushed
 * (refunded, e.g. an LHC special of 49 for big/small).
 */
export interface LineOutcome {
  hits: { option: string; count: number }[];
  pushes: number;
}

/** The chance a single bet of this option hits (expected hits per bet, for plays paid per occurrence) and is pushed. */
export interface OptionRates {
  hitRate: Fraction;
  pushRate: Fraction;
}

/** How often a value came up over a run of draws and how many draws ago it was last seen. */
export interface NumberStat {
  value: string;
  hits: number;
  /** Draws since it last came up (0: in the newest draw); the run's length when it never did. */
  gap: number;
}

/** Stats per position of the result (SSC, PK10 positions; 'numbers' for ball games taken as a whole). */
export interface PositionStats {
  key: string;
  numbers: NumberStat[];
}
