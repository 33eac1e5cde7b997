import type { LotteryOrder } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import { siteDayBounds } from '../../db/site-days.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { houseAccount, mainAccountOf, postEntry } from '../ledger/ledger.service.js';
import { type LotteryGame, nameIn } from './game.js';
import { lotteryHouseOf } from './house.js';
import * as orders from './order.repository.js';
import type { LotteryDeps } from './order.service.js';
import { orderView } from './order-view.js';
import { localDate } from './schedule.js';

/** Orders with their lines, as the member sees them. */
async function viewsOf(
  db: Executor,
  rows: { order: orders.OrderRow; gameCode: string }[],
  games: LotteryGame[],
  language: string,
  now: number,
): Promise<LotteryOrder[]> {
  const ids = rows.map((row) => row.order.id);
  const [lines, cancellable] = await Promise.all([
    orders.linesOfOrders(db, ids),
    orders.cancellableOrders(db, ids, new Date(now)),
  ]);
  return rows.map(({ order, gameCode }) => {
    const game = games.find((candidate) => candidate.id === order.lotteryGameId);
    const name = game ? nameIn(game, language) : gameCode;
    const own = lines.filter((line) => line.orderId === order.id);
    return orderView(order, gameCode, name, own, cancellable.has(order.id));
  });
}

export interface OrderQuery {
  gameCode?: string;
  status?: 'active' | 'finished' | 'cancelled';
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** GET /lotto/lgw/orders: the member's orders in a site-local day range, newest first. */
export async function orderHistory(
  deps: LotteryDeps,
  site: Site,
  memberId: bigint,
  query: OrderQuery,
  language: string,
) {
  if (query.from > query.to) throw new AppError('VALIDATION_ERROR', { field: 'from', message: 'from: after to' });
  const games = await deps.catalog.gamesOf(site.id);
  const game = query.gameCode ? await deps.catalog.byCode(site.id, query.gameCode) : undefined;
  const filter = {
    memberId,
    gameId: game?.id,
    status: query.status,
    from: siteDayBounds(query.from, site.brand.timeZone).start,
    to: siteDayBounds(query.to, site.brand.timeZone).after,
  };
  const { rows, total } = await orders.ordersOf(deps.db, filter, (query.page - 1) * query.pageSize, query.pageSize);
  const items = await viewsOf(deps.db, rows, games, language, deps.now());
  return { items, page: query.page, pageSize: query.pageSize, total };
}

/** GET /lotto/lgw/orders/today: today's orders (site time), at most 100. */
export async function ordersToday(
  deps: LotteryDeps,
  site: Site,
  memberId: bigint,
  gameCode: string | undefined,
  language: string,
) {
  const day = localDate(deps.now(), site.brand.timeZone);
  const page = await orderHistory(
    deps,
    site,
    memberId,
    { gameCode, from: day, to: day, page: 1, pageSize: 100 },
    language,
  );
  return page.items;
}

/**
 * DELETE /lotto/lgw/orders/:orderNumber: the lines still waiting on issues open for sales are
 * cancelled and their stakes refunded in one entry; lines on closed or drawn issues stay.
 */
export async function cancelOrder(
  deps: LotteryDeps,
  site: Site,
  memberId: bigint,
  orderNumber: string,
  language: string,
) {
  const now = deps.now();
  const order = await deps.db.transaction(async (tx) => {
    const locked = await orders.lockOrder(tx, site.id, memberId, orderNumber);
    if (!locked) throw new AppError('NOT_FOUND', { field: 'orderNumber' });
    const refund = await orders.cancelOpenLines(tx, locked.id, new Date(now));
    if (refund === 0n) throw new AppError('LOTTERY_ORDER_NOT_CANCELLABLE', { field: 'orderNumber' });
    await postEntry(tx, {
      siteId: site.id,
      kind: 'lottery_refund',
      idempotencyKey: `lottery:cancel:${locked.id}:${now}`,
      legs: [
        {
          accountId: await houseAccount(tx, site.id, lotteryHouseOf(memberId), site.brand.currency.code),
          amount: -refund,
        },
        { accountId: await mainAccountOf(tx, memberId), amount: refund },
      ],
      memo: { order: orderNumber },
    });
    await orders.closeFinishedOrders(tx, [locked.id]);
    return locked;
  });
  const refreshed = await orders.findOrderWithGame(deps.db, order.id);
  const [view] = await viewsOf(deps.db, [refreshed!], await deps.catalog.gamesOf(site.id), language, now);
  return view!;
}

/** GET /lgw/vn/games/game_menu/recent: the e-lottery games the member ordered on lately, newest first. */
export async function recentELotteryGames(deps: LotteryDeps, site: Site, memberId: bigint) {
  const games = await deps.catalog.gamesOf(site.id);
  const ids = await orders.recentlyOrderedGames(deps.db, memberId, 20);
  return ids.flatMap((id) => games.filter((game) => game.id === id && game.category === 'ELOTT'));
}
