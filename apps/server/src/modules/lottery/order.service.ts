import { createHash, randomBytes } from 'node:crypto';
import { type bettingRequestSchema, type LotteryOrder, mainWallet } from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { houseAccount, mainAccountOf, postEntry } from '../ledger/ledger.service.js';
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
  const first = await issues.findIssue(tx, game.id, body.issueNumber);
  if (!first || first.status !== 'open' || first.closesAt.getTime() <= now) {
    throw new AppError('LOTTERY_SALES_CLOSED', { field: 'issueNumber' });
  }
  const numbers = body.chase ? await chaseSlots(tx, game, first, body.chase.issues) : [first.number];
  const held = await issues.shareIssues(tx, game.id, numbers);
  const byNumber = new Map(held.map((issue) => [issue.number, issue]));
  return numbers.map((number) => {
    const issue = byNumber.get(number);
    if (!issue || issue.status !== 'open' || issue.closesAt.getTime() <= now) {
      throw new AppError('LOTTERY_SALES_CLOSED', { field: body.chase ? 'chase.issues' : 'issueNumber' });
    }
    return issue;
  });
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
    await orders.insertLines(
      tx,
      priced.flatMap(({ issue, lines }) =>
        lines.map((line) => ({
          orderId: order.id,
          issueId: issue.id,
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
        })),
      ),
    );
    const wallet = await mainAccountOf(tx, memberId);
    const house = await houseAccount(tx, site.id, lotteryHouseOf(memberId), site.brand.currency.code);
    const posted = await postEntry(tx, {
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
    return { order, balance: String(posted.balances.get(wallet) ?? 0n) };
  });
  if (!outcome) {
    // Another request with this key committed first (its insert won the unique index).
    const first = await orders.findOrderByKey(deps.db, memberId, key);
    if (!first) throw new Error('lottery order key conflict without an order');
    return replayed(deps, site, game, first, hash, language);
  }
  return { order: await viewOf(deps.db, game, outcome.order, language, now), balance: outcome.balance };
}
