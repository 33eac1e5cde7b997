import { createHash, randomBytes } from 'node:crypto';
import { type bettingRequestSchema, type LotteryOrder, mainWallet } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { houseAccount, mainAccountOf, postEntryInTransaction } from '../ledger/ledger.service.js';
import { walletsView } from '../wallet/wallet.service.js';
import { contextOf, type LotteryGame, nameIn } from './game.js';
import { lotteryHouseOf } from './house.js';
import * as issues from './issue.repository.js';
import { chaseSlots } from './issue.service.js';
import type { LotteryCatalog } from './lottery-catalog.service.js';
import * as orders from './order.repository.js';
import { orderView } from './order-view.js';
import { type PricedLine, priceLine } from './pricing.js';

export type Betting = z.output<typeof bettingRequestSchema>;

export interface LotteryDeps {
  db: Database;
  catalog: LotteryCatalog;
  /** Epoch ms; tests move it instead of sleeping. */
  now: () => number;
  /** House account ids by site and name: they are opened once and never change, so each is looked up once. */
  houses: Map<string, bigint>;
}

/**
 * A house account's id, opened on first use outside the order's transaction: an id remembered from a
 * transaction that then rolled back would name an account that does not exist.
 */
async function houseOf(deps: LotteryDeps, site: Site, name: string) {
  const key = `${site.id}:${name}`;
  const known = deps.houses.get(key);
  if (known !== undefined) return known;
  const id = await houseAccount(deps.db, site.id, name, site.brand.currency.code);
  deps.houses.set(key, id);
  return id;
}

const requestHashOf = (body: Betting) => createHash('sha256').update(JSON.stringify(body)).digest('base64url');
const newOrderNumber = (now: number) =>
  `LT${new Date(now).toISOString().slice(2, 10).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;

/** One issue's lines: the slip priced at that issue's draw (a chase doubles each later issue's multiples). */
function priceIssue(game: LotteryGame, body: Betting, issue: issues.IssueRow, doubling: number): PricedLine[] {
  const context = contextOf(game, issue.drawAt);
  return body.lines.map((line, index) =>
    priceLine({ ...line, multiple: line.multiple * doubling }, index, game.settings, context),
  );
}

/** The issues an order bets on, held FOR SHARE, each still open for sales; else nothing is bet. */
async function openIssuesFor(tx: Executor, game: LotteryGame, body: Betting, now: number) {
  const selling = (issue: issues.IssueRow | undefined): issue is issues.IssueRow =>
    issue !== undefined && issue.status === 'open' && issue.closesAt.getTime() > now;
  const [first] = await issues.shareIssues(tx, game.id, [body.issueNumber]);
  if (!selling(first)) throw new AppError('LOTTERY_SALES_CLOSED', { field: 'issueNumber' });
  if (!body.chase) return [first];
  const numbers = await chaseSlots(tx, game, first, body.chase.issues);
  const byNumber = new Map(
    (await issues.shareIssues(tx, game.id, numbers.slice(1))).map((issue) => [issue.number, issue]),
  );
  return [
    first,
    ...numbers.slice(1).map((number) => {
      const issue = byNumber.get(number);
      if (!selling(issue)) throw new AppError('LOTTERY_SALES_CLOSED', { field: 'chase.issues' });
      return issue;
    }),
  ];
}

/** The rows of an order's lines as they are written (the bulk writer of the testing surface writes the same). */
export function lineRowsOf(orderId: bigint, memberId: bigint, issueId: bigint, lines: PricedLine[]): orders.NewLine[] {
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
async function replayed(
  deps: LotteryDeps,
  site: Site,
  game: LotteryGame,
  order: orders.OrderRow,
  hash: string,
  language: string,
) {
  if (order.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'header.idempotency-key' });
  const view = await viewOf(deps.db, game, order, language, deps.now());
  const main = (await walletsView(deps.db, site, order.memberId)).find((wallet) => wallet.wallet === mainWallet);
  return { order: view, balance: main?.balance ?? '0' };
}

/**
 * POST /lotto/lgw/orders/betting. Every line is priced and checked before anything is written; then,
 * in one transaction: the order (once per key), the issues held open, each issue's payout cap counted
 * in the statement that admits it, the lines, and one ledger entry from the main wallet to the
 * lottery house account (refused whole for want of funds).
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
  const earlier = await orders.findOrderByKey(deps.db, memberId, key);
  if (earlier) return replayed(deps, site, game, earlier, hash, language);
  const now = deps.now();
  const house = await houseOf(deps, site, lotteryHouseOf(memberId));
  const outcome = await deps.db.transaction(async (tx) => {
    const held = await openIssuesFor(tx, game, body, now);
    const priced = held.map((issue, index) => ({
      issue,
      lines: priceIssue(game, body, issue, body.chase?.double ? 2 ** index : 1),
    }));
    const total = priced.reduce((sum, { lines }) => lines.reduce((all, line) => all + line.stake, sum), 0n);
    if (body.expectedTotal !== undefined && BigInt(body.expectedTotal) !== total) {
      throw new AppError('LOTTERY_TOTAL_MISMATCH', { field: 'expectedTotal', params: { total: String(total) } });
    }
    const order = await orders.insertOrderOnce(tx, {
      siteId: site.id,
      memberId,
      lotteryGameId: game.id,
      orderNumber: newOrderNumber(now),
      idempotencyKey: key,
      requestHash: hash,
      chase: body.chase ?? null,
      total,
      createdAt: new Date(now),
    });
    if (!order) return null;
    for (const { issue, lines } of priced) {
      const potential = lines.reduce((sum, line) => sum + line.potential, 0n);
      if (!(await orders.addExposure(tx, issue.id, memberId, potential, game.settings.maxPayoutPerIssue))) {
        throw new AppError('LOTTERY_PAYOUT_LIMIT', {
          field: 'lines',
          params: { max: String(game.settings.maxPayoutPerIssue), issue: issue.number },
        });
      }
    }
    const written = await orders.insertLines(
      tx,
      priced.flatMap(({ issue, lines }) => lineRowsOf(order.id, memberId, issue.id, lines)),
    );
    const wallet = await mainAccountOf(tx, memberId);

    const posted = await postEntryInTransaction(tx, {
      siteId: site.id,
      kind: 'lottery_bet',
      idempotencyKey: `lottery:order:${order.id}`,
      legs: [
        { accountId: wallet, amount: -total },
        { accountId: house, amount: total },
      ],
      memo: { game: game.code, category: game.category, order: order.orderNumber },
    });
    await orders.setOrderEntry(tx, order.id, posted.entryId);
    await orders.markRecentlyPlayed(tx, memberId, game.gameId);
    const numbers = new Map(held.map((issue) => [issue.id, issue.number]));
    const lines = written.map((line) => ({ ...line, issueNumber: numbers.get(line.issueId) ?? '' }));
    return { order: { ...order, entryId: posted.entryId }, lines, balance: String(posted.balances.get(wallet) ?? 0n) };
  });
  if (!outcome) {
    // Another request with this key committed first (its insert won the unique index).
    const first = await orders.findOrderByKey(deps.db, memberId, key);
    if (!first) throw new Error('lottery order key conflict without an order');
    return replayed(deps, site, game, first, hash, language);
  }
  // Built from what was written: every line waits on an issue still selling, so the order may be cancelled.
  const view = orderView(outcome.order, game.code, nameIn(game, language), outcome.lines, true);
  return { order: view, balance: outcome.balance };
}
