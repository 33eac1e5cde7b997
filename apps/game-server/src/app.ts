import websocket from '@fastify/websocket';
import {
  fairnessQuerySchema,
  type GameScreen,
  gameClientPaths,
  gameScreenSchema,
  vendorPaths,
} from '@portal/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { BookBets } from './book/bets.service.js';
import { bookRoutes, bookVendorRoutes } from './book/book.routes.js';
import { BookDesk } from './book/book.service.js';
import { bookFeedRoutes } from './book/events/feed.routes.js';
import { VirtualEvents } from './book/events/virtual-events.js';
import { bookSportsOf } from './book/studios.js';
import { BookTransfers } from './book/transfers.js';
import type { GameServerConfig } from './config.js';
import { connectGameDatabase, type GameDatabaseHandle } from './db/client.js';
import { fairnessRoutes } from './fairness/fairness.routes.js';
import { Fairness } from './fairness/fairness.service.js';
import { fishingRoutes } from './fishing/fishing.routes.js';
import { FishingGames } from './fishing/fishing.service.js';
import { fishingTitleOf } from './fishing/fishing-titles.js';
import { houseRoutes } from './house/house.routes.js';
import { HouseRounds } from './house/house-rounds.service.js';
import { houseTitleOf } from './house/titles.js';
import { liveRoutes, liveVendorRoutes } from './live/live.routes.js';
import { LiveTables } from './live/live.service.js';
import { LiveDealer } from './live/live-dealer.js';
import { LiveHub } from './live/live-hub.js';
import { LiveSeats } from './live/live-seats.service.js';
import { liveTitleOf } from './live/live-titles.js';
import { registerClientPages } from './platform/client-pages.js';
import { registerFailures } from './platform/failures.js';
import { reportRoutes } from './reports/reports.routes.js';
import { MoneyRounds } from './rounds/money-rounds.js';
import { RoundSteps } from './rounds/round-steps.js';
import { roundRoutes } from './rounds/rounds.routes.js';
import { sessionRoutes } from './sessions/sessions.routes.js';
import { playingSession } from './sessions/sessions.service.js';
import { SlotRounds } from './slots/slot-rounds.service.js';
import { slotRoutes } from './slots/slots.routes.js';
import { WalletClient } from './wallet/wallet-client.js';
import { WalletQueue } from './wallet/wallet-queue.js';

export interface GameServerDependencies {
  config: GameServerConfig;
  database: GameDatabaseHandle;
  /** The clock sessions expire by; tests pass their own. */
  now?: () => Date;
  /** The pause between a bet's attempts; tests pass one that returns at once. */
  wait?: (ms: number) => Promise<void>;
  /** How often a fishing seat's shots go to the wallet (a second); tests pass a long one and flush by hand. */
  batchMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The wins and rollbacks owed to the operator's wallet (main.ts drains it; tests call it). */
    walletQueue: WalletQueue;
    /** The rounds' money: its recovery of rounds a stopped process left staking (main.ts runs it). */
    moneyRounds: MoneyRounds;
    /** The house games: finishing the rounds left waiting in ended sessions (main.ts runs it; tests call it). */
    houseRounds: HouseRounds;
    /** The live tables' clock (main.ts ticks it; tests call it with their own clock). */
    liveDealer: LiveDealer;
    liveHub: LiveHub;
    /** The fishing seats of this process (tests flush their batches by hand). */
    fishingGames: FishingGames;
    /** The sportsbook's clock: closes started events, settles virtual ones, lists the next (tests tick it). */
    virtualEvents: VirtualEvents;
  }
}

/** Builds the game server without listening, so that `main.ts` and the tests use the same app. */
export async function buildGameServer({
  config,
  database,
  now = () => new Date(),
  wait,
  batchMs,
}: GameServerDependencies) {
  const app: FastifyInstance = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerFailures(app);

  app.get(vendorPaths.health, async () => {
    await database.pool.query('SELECT 1');
    return { status: 'ok' };
  });
  const publicUrl = config.PUBLIC_URL ?? `http://${config.HOST}:${config.PORT}`;
  const secret = Buffer.from(config.VENDOR_SECRET, 'base64');
  await app.register(
    sessionRoutes(
      database.db,
      { operatorCode: config.OPERATOR_CODE, publicUrl, sessionMinutes: config.SESSION_MINUTES, now },
      secret,
    ),
  );
  await app.register(reportRoutes(database.db, config.OPERATOR_CODE, secret));
  // The game client's calls: its session token is the credential.
  const fairness = new Fairness(database.db, now);
  await app.register(fairnessRoutes(database.db, fairness, now));
  const wallet = new WalletClient({
    portalUrl: config.PORTAL_URL,
    providerCode: config.PROVIDER_CODE,
    secret,
  });
  app.addHook('onClose', () => wallet.close());
  const queue = new WalletQueue(database.db, wallet, now, app.log);
  const money = new MoneyRounds(database.db, wallet, queue, now, { log: app.log, ...(wait ? { wait } : {}) });
  const slots = new SlotRounds(database.db, fairness, money, now);
  await app.register(slotRoutes(slots));
  const steps = new RoundSteps(database.db, wallet, queue, money.pacing, now);
  const house = new HouseRounds(database.db, fairness, money, steps, now);
  await app.register(houseRoutes(house));
  // The live tables' and the fishing games' sockets.
  await app.register(websocket, { options: { maxPayload: 1024 } });
  const live = new LiveTables(database.db, money, now);
  const liveHub = new LiveHub(database.db, database.url, live, now, app.log);
  app.addHook('onClose', () => liveHub.close());
  await app.register(liveRoutes(live, new LiveSeats(database.db, live, money, steps, now), liveHub));
  await app.register(liveVendorRoutes(live, config.OPERATOR_CODE, secret));
  const fishing = new FishingGames(database.db, fairness, money, now);
  await app.register(fishingRoutes(fishing, app.log, batchMs));
  // The sportsbooks: the member's book and the operator's transfers and tickets.
  const desk = new BookDesk(database.db, now);
  await app.register(bookRoutes(database.db, desk, new BookBets(database.pool, now), now));
  await app.register(bookVendorRoutes(database.db, new BookTransfers(database.db), config.OPERATOR_CODE, secret));
  await app.register(bookFeedRoutes(database.db, config.OPERATOR_CODE, secret, now));
  // The client's first screen: a book, a live table, a house game's rules or a slot's window, as the title is.
  const screen = async (token: string): Promise<GameScreen> => {
    const session = await playingSession(database.db, token, now());
    if (bookSportsOf(session.studio)) return { book: await desk.lobby(token) };
    if (liveTitleOf(session.gameCode)) return { live: await live.info(token) };
    if (fishingTitleOf(session.gameCode)) return { fishing: await fishing.table(token) };
    return houseTitleOf(session.gameCode) ? { house: await house.info(token) } : { slot: await slots.title(token) };
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      gameClientPaths.screen,
      { schema: { querystring: fairnessQuerySchema, response: { 200: gameScreenSchema } } },
      async (request) => screen(request.query.session),
    );
  await app.register(roundRoutes(database.db, now));
  await registerClientPages(app, config.CLIENT_DIST, {
    frameAncestors: config.FRAME_ANCESTORS,
    firstScreen: (token) => screen(token),
  });
  app.decorate('walletQueue', queue);
  app.decorate('moneyRounds', money);
  app.decorate('houseRounds', house);
  // The tables' clock has connections of its own: a flood of bets never keeps a round from closing on time.
  const clock = connectGameDatabase(database.url, { max: 4 });
  app.addHook('onClose', () => clock.close());
  app.decorate('liveDealer', new LiveDealer(clock.db, money, queue, now));
  app.decorate('liveHub', liveHub);
  app.decorate('fishingGames', fishing);
  app.decorate('virtualEvents', new VirtualEvents(clock.db, now));
  return app;
}
