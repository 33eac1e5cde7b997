import {
  bettingRequestSchema,
  drawsQuerySchema,
  lotteryGameCodeSchema,
  lotteryPaths,
  lotteryResponses,
  openIssueQuerySchema,
  ordersQuerySchema,
  ordersTodayQuerySchema,
  playMenuQuerySchema,
  statsQuerySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth.js';
import { idempotencyKeyOf } from '../../platform/idempotency.js';
import { ok, portalSchema } from '../../platform/route-schema.js';
import { gamesView, playMenu } from './game-view.service.js';
import { drawHistory, openIssue, statsOf } from './issue.service.js';
import { type LotteryDeps, placeOrder } from './order.service.js';
import { cancelOrder, orderHistory, ordersToday, recentELotteryGames } from './order-query.service.js';

const tags = ['lottery'];
const gameParams = z.object({ gameCode: lotteryGameCodeSchema });

/** The lottery's calls (issue 11): games, issues, plays, orders, draws. Reads are public; orders need a real account. */
export function lotteryRoutes(deps: LotteryDeps): FastifyPluginAsyncZod {
  const { db, catalog } = deps;
  return async (app) => {
    const openIssueRoute = (url: string, summary: string) =>
      app.get(
        url,
        {
          schema: portalSchema({
            tags,
            summary,
            description:
              'The commitment of a house draw is listed before any bet is taken; official results have none.',
            success: lotteryResponses.openIssue,
            failures: [409],
            querystring: openIssueQuerySchema,
          }),
        },
        async (request) =>
          ok(await openIssue(db, await catalog.byCode(request.site.id, request.query.gameCode), deps.now())),
      );
    openIssueRoute(lotteryPaths.openedNumero, 'The issue open for sales now (number, sales close, draw, commitment)');
    openIssueRoute(lotteryPaths.vnOpenedNumero, 'The same for the VN lottery pages');

    const gamesRoute = (url: string, summary: string, only?: 'ELOTT') =>
      app.get(url, { schema: portalSchema({ tags, summary, success: lotteryResponses.games }) }, async (request) => {
        const games = (await catalog.gamesOf(request.site.id)).filter((game) => !only || game.category === only);
        return ok(await gamesView(db, games, request.language, deps.now()));
      });
    gamesRoute(lotteryPaths.games, "The site's lottery games with their open issue and last result");
    gamesRoute(lotteryPaths.vnGameMenu, "The site's e-lottery games (VN and 4D)", 'ELOTT');

    app.get(
      lotteryPaths.vnGameMenuRecent,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'The e-lottery games the member ordered on lately, newest first',
          success: lotteryResponses.games,
          failures: [401, 403],
        }),
      },
      async (request) => {
        const games = await recentELotteryGames(deps, request.site, principalOf(request).memberId);
        return ok(await gamesView(db, games, request.language, deps.now()));
      },
    );
    app.get(
      lotteryPaths.plays,
      {
        schema: portalSchema({
          tags,
          summary: 'The play menu: every play, its pick areas and what each option pays at the group asked for',
          success: lotteryResponses.plays,
          params: gameParams,
          querystring: playMenuQuerySchema,
        }),
      },
      async (request) => {
        const game = await catalog.byCode(request.site.id, request.params.gameCode);
        return ok(await playMenu(db, game, request.query.group, deps.now()));
      },
    );
    app.get(
      lotteryPaths.draws,
      {
        schema: portalSchema({
          tags,
          summary: 'Draw results, newest first, with the seed and commitment of house draws',
          success: lotteryResponses.draws,
          params: gameParams,
          querystring: drawsQuerySchema,
        }),
      },
      async (request) => {
        const game = await catalog.byCode(request.site.id, request.params.gameCode);
        return ok(await drawHistory(db, game, request.query.page, request.query.size));
      },
    );
    app.get(
      lotteryPaths.stats,
      {
        schema: portalSchema({
          tags,
          summary: 'Hot numbers and gaps over the last draws',
          success: lotteryResponses.stats,
          params: gameParams,
          querystring: statsQuerySchema,
        }),
      },
      async (request) =>
        ok(await statsOf(db, await catalog.byCode(request.site.id, request.params.gameCode), request.query.draws)),
    );

    app.post(
      lotteryPaths.betting,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary:
            'Place an order: a slip of lines on the open issue, or a chase over the next issues (Idempotency-Key)',
          description: 'Paid from the main wallet in one ledger entry; the same key answers the same order.',
          success: lotteryResponses.betting,
          failures: [401, 403, 409],
          body: bettingRequestSchema,
        }),
      },
      async (request) =>
        ok(
          await placeOrder(
            deps,
            request.site,
            principalOf(request).memberId,
            request.body,
            idempotencyKeyOf(request),
            request.language,
          ),
        ),
    );
    app.get(
      lotteryPaths.ordersToday,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: "The member's orders of today (site time), newest first",
          success: lotteryResponses.ordersToday,
          failures: [401, 403],
          querystring: ordersTodayQuerySchema,
        }),
      },
      async (request) =>
        ok(
          await ordersToday(
            deps,
            request.site,
            principalOf(request).memberId,
            request.query.gameCode,
            request.language,
          ),
        ),
    );
    app.get(
      lotteryPaths.orders,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: "The member's orders in a date range (site time), newest first",
          success: lotteryResponses.orders,
          failures: [401, 403],
          querystring: ordersQuerySchema,
        }),
      },
      async (request) =>
        ok(await orderHistory(deps, request.site, principalOf(request).memberId, request.query, request.language)),
    );
    app.delete(
      lotteryPaths.order,
      {
        config: { access: 'member' },
        schema: portalSchema({
          tags,
          summary: 'Cancel what of an order still waits on issues open for sales (refunded)',
          success: lotteryResponses.order,
          failures: [401, 403, 409],
          params: z.object({ orderNumber: z.string().regex(/^LT[0-9A-F]{18}$/, 'an order number') }),
        }),
      },
      async (request) =>
        ok(
          await cancelOrder(
            deps,
            request.site,
            principalOf(request).memberId,
            request.params.orderNumber,
            request.language,
          ),
        ),
    );
  };
}
