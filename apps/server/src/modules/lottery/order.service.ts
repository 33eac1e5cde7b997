import { createHash, randomBytes } from 'node:crypto';
import type { bettingRequestSchema, LotteryOrder } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { mainBalance, postingWith } from '../ledger/ledger.service.js';
import { type LotteryGame, nameIn } from './game.js';
import { lotteryHouseOf } from './house.js';
import type { LotteryCatalog } from './lottery-catalog.service.js';
import * as orders from './order.repository.js';
import { orderRefusals, placeOrderRows } from './order.statements.js';
import type { IssueTiming, OrderLookups } from './order-lookups.js';
import { orderView } from './order-view.js';
import { type PricedLine, priceLine } from './pricing.js';

export type Betting = z.output<typeof bettingRequestSchema>;

export interface LotteryDeps {
  db: Database;
  catalog: LotteryCatalog;
  /** Epoch ms; tests move it instead of sleeping. */
  now: Clock;
  /** Account ids and issue timings, read once per server (they never change). */
  lookups: OrderLookups;
}

const requestHashOf = (body: Betting) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');
const newOrderNumber = (now: number) =>
  `LT${new Date(now).toISOString().slice(2, 10).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;
/** The ledger entry's key: the member's Idempotency-Key, so a used key is found where the money moves. */
const entryKeyOf = (memberId: bigint, key: string) => `lottery:order:${memberId}:${key}`;

/** One issue's lines: the slip priced at that issue's draw (a chase doubles each later issue's multiples). */
function priceIssue(game: LotteryGame, body: Betting, issue: IssueTiming, doubling: number): PricedLine[] {
  return body.lines.map((line, index) =>
    priceLine({ ...line, multiple: line.multiple * doubling }, index, game.settings, issue.context),
  );
}

/**
 * The issues an order bets on as listed, each still selling at `now` by its times (the order's own
 * statement checks again under lock, with the issue's status); else nothing is bet.
 */
async function issuesFor(deps: LotteryDeps, game: LotteryGame, body: Betting, now: number) {
  const selling = (issue: IssueTiming | undefined): issue is IssueTiming =>
    issue !== undefined && issue.closesAt.getTime() > now;
  const first = (await deps.lookups.issuesOf(game, [body.issueNumber])).get(body.issueNumber);
  if (!selling(first)) throw new AppError('LOTTERY_SALES_CLOSED', { field: 'issueNumber' });
  return body.chase ? deps.lookups.chaseIssuesOf(game, first, body.chase.issues) : [first];
}

/** The rows of an order's lines as lottery_place_order writes them (it decides each line's real stake). */
function lineRowsOf(orderId: bigint, memberId: bigint, issueId: bigint, lines: PricedLine[]): orders.PricedLineRow[] {
  return lines.map((line) => ({
    orderId,
    issueId,
    memberId,
    lineNo: line.lineNo,
    playId: line.play.id,
    selection: line.selection,
    unit: line.unit,
    multiple: line.multiple,
    prizeGroup: line.group,
    bets: line.bets,
    betStake: line.betStake,
    stake: line.stake,
    prizes: Object.fromEntries(Object.entries(line.prizes).map(([option, prize]) => [option, String(prize)])),
    rebateDue: line.rebateDue,
  }));
}

async function viewOf(db: Executor, game: LotteryGame, order: orders.OrderRow, language: string, now: number) {
  const lines = await orders.linesOfOrders(db, [order.id]);
  const cancellable = await orders.cancellableOrders(db, [order.id], new Date(now));
  return orderView(order, game.code, nameIn(game, language), lines, cancellable.has(order.id));
}

/** The answer to a key used before: the same order for the same slip (with today's balance), else 409. */
async function replayed(deps: LotteryDeps, game: LotteryGame, order: orders.OrderRow, hash: string, language: string) {
  if (order.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'header.idempotency-key' });
  const view = await viewOf(deps.db, game, order, language, deps.now());
  return { order: view, balance: String(await mainBalance(deps.db, order.memberId)) };
}

/** Every line priced and checked, each issue's most possible payout within the site's cap, before anything is written. */
function priceOrder(game: LotteryGame, body: Betting, held: IssueTiming[]) {
  const priced = held.map((issue, index) => {
    const lines = priceIssue(game, body, issue, body.chase?.double ? 2 ** index : 1);
    return { issue, lines, potential: lines.reduce((sum, line) => sum + line.potential, 0n) };
  });
  const total = priced.reduce((sum, { lines }) => lines.reduce((all, line) => all + line.stake, sum), 0n);
  if (body.expectedTotal !== undefined && BigInt(body.expectedTotal) !== total) {
    throw new AppError('LOTTERY_TOTAL_MISMATCH', { field: 'expectedTotal', params: { total: String(total) } });
  }
  const overCap = priced.find(({ potential }) => potential > game.settings.maxPayoutPerIssue);
  if (overCap) throw payoutLimit(game, overCap.issue.number);
  return { priced, total };
}

const payoutLimit = (game: LotteryGame, issueNumber: string) =>
  new AppError('LOTTERY_PAYOUT_LIMIT', {
    field: 'lines',
    params: { max: String(game.settings.maxPayoutPerIssue), issue: issueNumber },
  });

function takenOrderKey(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'lottery_orders_member_key';
}

/**
 * POST /lotto/lgw/orders/betting. Every line is priced and checked before anything is written; then,
 * in one transaction: one ledger entry from the main wallet to the lottery house account (refused
 * whole for want of funds; its key is the member's Idempotency-Key, so a used key stops here), then
 * the order's rows in one statement that holds the issues open and counts each issue's payout cap.
 * A used key answers the order it placed, whatever the issue's state now.
 */
export async function placeOrder(
  deps: LotteryDeps,
  site: Site,
  memberId: bigint,
  body: Betting,
  key: string,
  language: string,
): Promise<{ order: LotteryOrder; balance: string }> {
  const game = await deps.catalog.byCode(site.id, body.gameCode);
  const hash = requestHashOf(body);
  const answerUsedKey = async () => {
    const earlier = await orders.findOrderByKey(deps.db, memberId, key);
    return earlier ? replayed(deps, game, earlier, hash, language) : null;
  };
  try {
    // A game off sale sells nothing (its page says so); a key used before answers its order all the same.
    if (!game.enabled) throw new AppError('LOTTERY_SALES_CLOSED', { field: 'gameCode' });
    const placed = await placeNew(deps, site, game, memberId, body, key, hash);
    if (placed)
      return {
        order: orderView(placed.order, game.code, nameIn(game, language), placed.lines, true),
        balance: placed.balance,
      };
  } catch (error) {
    // A key used before sales closed still answers its order after they did; a key an order took
    // under an earlier ledger key format is found by the order's own unique index.
    const salesClosed = error instanceof AppError && error.code === 'LOTTERY_SALES_CLOSED';
    if (!salesClosed && !takenOrderKey(error)) throw error;
    const earlier = await answerUsedKey();
    if (earlier) return earlier;
    throw error;
  }
  const earlier = await answerUsedKey();
  if (!earlier) throw new Error('lottery order key used without an order');
  return earlier;
}

/** The order written, or null when the member's key moved money already (the order it placed answers). */
async function placeNew(
  deps: LotteryDeps,
  site: Site,
  game: LotteryGame,
  memberId: bigint,
  body: Betting,
  key: string,
  hash: string,
) {
  const now = deps.now();
  const { priced, total } = priceOrder(game, body, await issuesFor(deps, game, body, now));
  const [house, wallet] = await Promise.all([
    deps.lookups.houseOf(site, lotteryHouseOf(memberId)),
    deps.lookups.mainAccountOf(memberId),
  ]);
  const order = {
    orderNumber: newOrderNumber(now),
    createdAt: new Date(now),
    chase: body.chase ?? null,
    status: 'active' as const,
    total,
  };
  const lines = priced.flatMap(({ issue, lines }) =>
    lineRowsOf(0n, memberId, issue.id, lines).map((line) => ({ ...line, issueNumber: issue.number })),
  );
  const entry = {
    siteId: site.id,
    kind: 'lottery_bet',
    idempotencyKey: entryKeyOf(memberId, key),
    legs: [
      { accountId: wallet, amount: -total },
      { accountId: house, amount: total },
    ],
    memo: { game: game.code, category: game.category, order: order.orderNumber },
  };
  const rows = {
    ...order,
    memberId,
    lotteryGameId: game.id,
    gameId: game.gameId,
    idempotencyKey: key,
    requestHash: hash,
    issues: priced.map(({ issue, potential }) => ({ id: issue.id, potential })),
    cap: game.settings.maxPayoutPerIssue,
    lines,
  };
  try {
    const placed = await postingWith(entry, (args) => placeOrderRows(deps.db.$client, args, rows));
    return placed && { order, lines, balance: String(placed.balances.get(wallet) ?? 0n) };
  } catch (error) {
    throw refusalOf(error, game, priced) ?? error;
  }
}

/** The database's refusal of an order as the member's error: sales closed, or an issue's payout cap. */
function refusalOf(error: unknown, game: LotteryGame, priced: { issue: IssueTiming }[]) {
  const { code, detail } = error as { code?: string; detail?: string };
  if (code === orderRefusals.salesClosed) {
    // The order's own issue, or one of the chase's later issues.
    const chased = priced.length > 1 && String(priced[0]!.issue.id) !== detail;
    return new AppError('LOTTERY_SALES_CLOSED', { field: chased ? 'chase.issues' : 'issueNumber' });
  }
  if (code === orderRefusals.overCap) {
    const refused = priced.find(({ issue }) => String(issue.id) === detail);
    return payoutLimit(game, refused?.issue.number ?? priced[0]!.issue.number);
  }
  return undefined;
}
