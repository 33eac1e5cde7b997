import { lotteryKinds, prizeModes, vnLayouts } from '@portal/lottery';
import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { dayField } from './history.js';
import { minorUnitsSchema } from './money.js';

// The lottery (issue 11, shared/LOTTERY.md): games with scheduled issues, house draws by the provably
// fair scheme (commitment listed with the issue, seed revealed with the result) or official results,
// orders of one or more lines, chases, settlement. Amounts are minor units as strings.

export const lotteryPaths = {
  /** SPEC §7: the issue now open for a game (public). */
  openedNumero: '/lotto/lgw/games/opened/numero',
  /** SPEC §7: the same for the VN family. */
  vnOpenedNumero: '/lgw/vn/numeros/opened/game',
  /** SPEC §7: the VN lottery menu (the site's ELOTT games) and the member's recent ones. */
  vnGameMenu: '/lgw/vn/games/game_menu',
  vnGameMenuRecent: '/lgw/vn/games/game_menu/recent',
  games: '/lotto/lgw/games',
  plays: '/lotto/lgw/games/:gameCode/plays',
  betting: '/lotto/lgw/orders/betting',
  ordersToday: '/lotto/lgw/orders/today',
  orders: '/lotto/lgw/orders',
  order: '/lotto/lgw/orders/:orderNumber',
  draws: '/lotto/lgw/draw/:gameCode',
  stats: '/lotto/lgw/draw/:gameCode/stats',
  /** Operator: enter an official result, void an issue (refunds); both audited. */
  operatorResult: '/wps/operator/lottery/:gameCode/issues/:issueNumber/result',
  operatorVoid: '/wps/operator/lottery/:gameCode/issues/:issueNumber/void',
} as const;

export const lotteryKindSchema = z.enum(lotteryKinds);
export const vnLayoutSchema = z.enum(vnLayouts);
export const prizeModeSchema = z.enum(prizeModes);
export const drawSourceSchema = z.enum(['house', 'official']);
export type DrawSource = z.infer<typeof drawSourceSchema>;
/** The game codes a site names its lottery games by (e.g. SSC1M, VNNORTH). */
export const lotteryGameCodeSchema = z.string().regex(/^[A-Z0-9_]{2,20}$/, 'a lottery game code');
export const issueNumberSchema = z
  .string()
  .regex(/^[0-9]{8}(-[0-9]{4})?$/, 'an issue number (YYYYMMDD or YYYYMMDD-NNNN)');
/** A draw result in draw order, each number as shown (see @portal/lottery DrawResult). */
export const drawNumbersSchema = z
  .array(z.string().regex(/^[0-9]{1,6}$/))
  .min(5)
  .max(27);

/** The unit coefficients (元/角/分): a bet costs 2 units x coefficient x multiple. */
export const lotteryUnits = ['1', '0.1', '0.01'] as const;
export const lotteryUnitSchema = z.enum(lotteryUnits);
export type LotteryUnit = z.infer<typeof lotteryUnitSchema>;

export const openIssueSchema = z
  .object({
    gameCode: z.string(),
    issueNumber: z.string(),
    /** Sales close (ISO time); the draw follows at drawAt. */
    closesAt: z.iso.datetime(),
    drawAt: z.iso.datetime(),
    /** hex(SHA-256(serverSeed)) of a house draw, listed before any bet is taken; null for official results. */
    commitment: z.string().nullable(),
    source: drawSourceSchema,
    /** The server's clock when it answered, so a countdown runs in server time. */
    serverTime: z.iso.datetime(),
  })
  .meta({ id: 'LotteryOpenIssue' });
export type OpenIssue = z.infer<typeof openIssueSchema>;
export const openIssueQuerySchema = z.object({ gameCode: lotteryGameCodeSchema });

export const lastResultSchema = z.object({
  issueNumber: z.string(),
  result: z.array(z.string()),
  drawnAt: z.iso.datetime(),
});

export const lotteryGameSchema = z
  .object({
    gameCode: z.string(),
    name: z.string(),
    kind: lotteryKindSchema,
    layout: vnLayoutSchema.nullable(),
    /** The game centre it is listed in (SPEC §2: /lott or /elott). */
    category: z.enum(['LOTT', 'ELOTT']),
    /** SPEC §9 image codes: 11X5, LF, LHC, PK10, SSC (VN and SEA have their own). */
    imageCode: z.string(),
    source: drawSourceSchema,
    /** The catalog game behind it (favourites, recent games, betting record). */
    nodeId: z.string(),
    openIssue: openIssueSchema.nullable(),
    lastResult: lastResultSchema.nullable(),
  })
  .meta({ id: 'LotteryGame' });
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const playOptionSchema = z.object({
  code: z.string(),
  /** What one unit staked on one bet pays when it hits, at the group asked for (decimal, 4 places). */
  factor: z.string(),
  /** The chance of a hit (expected hits per bet for plays paid per occurrence), decimal. */
  hitRate: z.string(),
});
export const playAreaSchema = z.object({
  key: z.string(),
  values: z.array(z.string()),
  min: z.int(),
  max: z.int(),
});
/**
 * How a VN play is bought (issue 22 #20, LOTTERY.md §2 VN): in điểm, the line's multiple. `price` is what
 * one điểm of one bet costs (lô: 23,000 ₫ in the north), `pays` what it pays each time it hits (lô: 80,000 ₫
 * per result ending in the number; đề: 80,000 ₫), in minor units. `point` is a điểm's nominal value (1,000 ₫):
 * players read the two in it, "23 ăn 80", "1 ăn 80".
 */
export const pointPriceSchema = z.object({ price: minorUnitsSchema, pays: minorUnitsSchema, point: minorUnitsSchema });
export type PointPriceView = z.infer<typeof pointPriceSchema>;

export const playMenuItemSchema = z.object({
  id: z.string(),
  group: z.string(),
  prizeMode: prizeModeSchema,
  scaling: z.enum(['group', 'odds']),
  areas: z.array(playAreaSchema),
  options: z.array(playOptionSchema),
  /** VN plays: the price and prize a điểm (their lines take unit 1, the multiple is the điểm); null for the others. */
  pointPrice: pointPriceSchema.nullable(),
});
export type PlayMenuItem = z.infer<typeof playMenuItemSchema>;

export const playMenuSchema = z
  .object({
    gameCode: z.string(),
    kind: lotteryKindSchema,
    layout: vnLayoutSchema.nullable(),
    /** The group the factors are given at (the query's, else the site's maximum). */
    group: z.int(),
    minGroup: z.int(),
    maxGroup: z.int(),
    units: z.array(lotteryUnitSchema),
    /** What one bet (2 units) costs at unit 1 and multiple 1. */
    betPrice: minorUnitsSchema,
    minStakePerLine: minorUnitsSchema,
    maxStakePerLine: minorUnitsSchema,
    maxPayoutPerLine: minorUnitsSchema,
    maxPayoutPerIssue: minorUnitsSchema,
    maxChaseIssues: z.int(),
    plays: z.array(playMenuItemSchema),
  })
  .meta({ id: 'LotteryPlayMenu' });
export type PlayMenu = z.infer<typeof playMenuSchema>;
export const playMenuQuerySchema = z.object({ group: z.coerce.number().int().min(1000).max(2000).optional() });

export const orderLineRequestSchema = z.object({
  playId: z.string().min(1).max(40),
  /** One array of picked values per area of the play. */
  selection: z
    .array(z.array(z.string().max(20)).max(100))
    .min(1)
    .max(10),
  unit: lotteryUnitSchema,
  multiple: z.int().min(1).max(100_000),
  /** The prize group for group-scaled plays (up to the site's maximum); ignored by fixed-odds plays. */
  group: z.int().min(1000).max(2000).optional(),
});
export type OrderLineRequest = z.infer<typeof orderLineRequestSchema>;

export const maxChaseIssues = 120;
export const chaseRequestSchema = z.object({
  /** The slip is bet on this many consecutive issues, starting with the order's issue. */
  issues: z.int().min(2).max(maxChaseIssues),
  /** Each next issue doubles the previous issue's multiples. */
  double: z.boolean().default(false),
  /** A win stops the chase: the issues not yet bet are refunded. */
  stopOnWin: z.boolean().default(true),
});

export const bettingRequestSchema = z
  .object({
    gameCode: lotteryGameCodeSchema,
    /** The open issue the member saw (currentNumero): a closed or other issue is refused. */
    issueNumber: issueNumberSchema,
    lines: z.array(orderLineRequestSchema).min(1).max(50),
    chase: chaseRequestSchema.optional(),
    /** The total the slip showed (betCartAmountSum); a different figure is refused, nothing is bet. */
    expectedTotal: minorUnitsSchema.optional(),
  })
  .meta({ id: 'LotteryBettingRequest' });
export type BettingRequest = z.input<typeof bettingRequestSchema>;

export const lineStatuses = ['waiting', 'won', 'lost', 'push', 'cancelled', 'void'] as const;
export const lineStatusSchema = z.enum(lineStatuses);
export const orderStatuses = ['active', 'finished', 'cancelled'] as const;
export const orderStatusSchema = z.enum(orderStatuses);

export const orderLineSchema = z.object({
  issueNumber: z.string(),
  playId: z.string(),
  selection: z.array(z.array(z.string())),
  unit: lotteryUnitSchema,
  multiple: z.int(),
  group: z.int().nullable(),
  bets: z.int(),
  stake: minorUnitsSchema,
  status: lineStatusSchema,
  payout: minorUnitsSchema,
  refund: minorUnitsSchema,
  rebate: minorUnitsSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const lotteryOrderSchema = z
  .object({
    orderNumber: z.string(),
    gameCode: z.string(),
    gameName: z.string(),
    createdAt: z.iso.datetime(),
    chase: z.object({ issues: z.int(), double: z.boolean(), stopOnWin: z.boolean() }).nullable(),
    status: orderStatusSchema,
    total: minorUnitsSchema,
    payout: minorUnitsSchema,
    refund: minorUnitsSchema,
    rebate: minorUnitsSchema,
    /** True while some line waits on an issue whose sales are still open. */
    cancellable: z.boolean(),
    lines: z.array(orderLineSchema),
  })
  .meta({ id: 'LotteryOrder' });
export type LotteryOrder = z.infer<typeof lotteryOrderSchema>;

export const bettingResultSchema = z
  .object({ order: lotteryOrderSchema, balance: minorUnitsSchema })
  .meta({ id: 'LotteryBettingResult' });

export const ordersTodayQuerySchema = z.object({ gameCode: lotteryGameCodeSchema.optional() });
export const ordersQuerySchema = pageQuerySchema.extend({
  gameCode: lotteryGameCodeSchema.optional(),
  status: orderStatusSchema.optional(),
  from: dayField,
  to: dayField,
});

export const drawRecordSchema = z
  .object({
    issueNumber: z.string(),
    drawAt: z.iso.datetime(),
    status: z.enum(['settled', 'void']),
    source: drawSourceSchema,
    /** Null for a void issue. */
    result: z.array(z.string()).nullable(),
    commitment: z.string().nullable(),
    /** Revealed with the result of a house draw; null for official results and void issues. */
    serverSeed: z.string().nullable(),
  })
  .meta({ id: 'LotteryDraw' });
export type DrawRecord = z.infer<typeof drawRecordSchema>;
export const drawsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const statsQuerySchema = z.object({ draws: z.coerce.number().int().min(10).max(500).default(50) });
export const drawStatsSchema = z
  .object({
    draws: z.int(),
    positions: z.array(
      z.object({
        key: z.string(),
        numbers: z.array(z.object({ value: z.string(), hits: z.int(), gap: z.int() })),
      }),
    ),
  })
  .meta({ id: 'LotteryDrawStats' });

export const officialResultRequestSchema = z.object({ result: drawNumbersSchema });
export const voidIssueRequestSchema = z.object({ reason: z.string().trim().min(3).max(200) });
export const issueAdminSchema = z
  .object({
    gameCode: z.string(),
    issueNumber: z.string(),
    status: z.enum(['open', 'settled', 'void']),
    result: z.array(z.string()).nullable(),
    settledLines: z.int(),
  })
  .meta({ id: 'LotteryIssueAdmin' });

export const lotteryResponses = {
  openIssue: successEnvelope(openIssueSchema),
  games: successEnvelope(z.array(lotteryGameSchema)),
  plays: successEnvelope(playMenuSchema),
  betting: successEnvelope(bettingResultSchema),
  orders: successEnvelope(pageOf(lotteryOrderSchema)),
  ordersToday: successEnvelope(z.array(lotteryOrderSchema)),
  order: successEnvelope(lotteryOrderSchema),
  draws: successEnvelope(pageOf(drawRecordSchema)),
  stats: successEnvelope(drawStatsSchema),
  issueAdmin: successEnvelope(issueAdminSchema),
};
