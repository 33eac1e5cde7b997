import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { firstScreenSource } from './first-screen.js';
import { agentModule } from './modules/agent/agent.module.js';
import { agentContractsModule } from './modules/agent-contracts/agent-contracts.module.js';
import { cashierModule } from './modules/cashier/cashier.module.js';
import { contentModule } from './modules/content/content.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { feedbackModule } from './modules/feedback/feedback.module.js';
import { gamesModule } from './modules/games/games.module.js';
import { historyModule } from './modules/history/history.module.js';
import { memberSessions } from './modules/identity/auth.js';
import { identityModule } from './modules/identity/identity.module.js';
import { jackpotModule, sharedJackpotTerms } from './modules/jackpot/jackpot.module.js';
import type { JackpotDraw } from './modules/jackpot/jackpot-terms.js';
import { lotteryModule } from './modules/lottery/lottery.module.js';
import { messagesModule } from './modules/messages/messages.module.js';
import { missionsModule } from './modules/missions/missions.module.js';
import { operatorSessions } from './modules/operator/operator.auth.js';
import { operatorModule } from './modules/operator/operator.module.js';
import { pointsModule } from './modules/points/points.module.js';
import { promotionsModule } from './modules/promotions/promotions.module.js';
import { protectionModule } from './modules/protection/protection.module.js';
import { providerModule } from './modules/provider/provider.module.js';
import {
  type ConnectedVendors,
  connectVendors,
  gameClientOrigins,
  type LocalVendor,
  vendorLinksOf,
} from './modules/provider/vendors/vendor-links.js';
import { referralModule } from './modules/referral/referral.module.js';
import { relayRoutes } from './modules/relay/relay.routes.js';
import { securityModule } from './modules/security/security.module.js';
import type { ChatSocketLimits } from './modules/service/chat-limits.js';
import { serviceModule } from './modules/service/service.module.js';
import { siteModule } from './modules/site/site.module.js';
import { SiteRegistry } from './modules/site/site.registry.js';
import { siteTextsModule } from './modules/site-texts/site-texts.module.js';
import { systemModule } from './modules/system/system.module.js';
import { vipModule } from './modules/vip/vip.module.js';
import { walletModule } from './modules/wallet/wallet.module.js';
import { registerAuth } from './platform/auth.js';
import type { CaptchaDrawer } from './platform/captcha-drawer.js';
import { type Clock, systemClock } from './platform/clock.js';
import { registerDocs } from './platform/docs.js';
import { registerEnc, SiteKeyStore } from './platform/enc.js';
import { registerErrorHandler } from './platform/errors.js';
import { healthRoutes } from './platform/health.js';
import { registerOperatorAuth } from './platform/operator-auth.js';
import { readPageAssets } from './platform/page-assets.js';
import { usePasswordCost } from './platform/passwords.js';
import { PgListener } from './platform/pg-listener.js';
import type { ModuleDeps, PortalModule } from './platform/portal-module.js';
import { ProofOfWork } from './platform/proof-of-work.js';
import { registerProofOfWork } from './platform/proof-of-work-gate.js';
import { scheduleJobs } from './platform/scheduler.js';
import { loadSecretsKey, Secrets } from './platform/secrets.js';
import { registerSecurityHeaders } from './platform/security.js';
import { registerReplySerializer } from './platform/serializer.js';
import { registerSiteContext } from './platform/site-context.js';
import { throttleCleanupJob } from './platform/throttle/cleanup.js';
import { createThrottle, type Throttle } from './platform/throttle/index.js';
import { registerWebApp } from './platform/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteRegistry;
    /** For settings that are stored sealed (provider client secrets); the key itself stays inside. */
    secrets: Secrets;
    /** Every limit of the portal (platform/throttle), counted where all instances see it. */
    throttle: Throttle;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Tests draw captchas whose answer they know; everything else stays real. */
  drawCaptcha?: CaptchaDrawer;
  /** The time limits are counted in; tests move it instead of sleeping. */
  clock?: Clock;
  /** The chat socket's bounds, when not the defaults (tests use small ones). */
  chatLimits?: Partial<ChatSocketLimits>;
  /** Whether a slot bet wins the jackpot; tests pass a draw they know, everything else draws securely. */
  jackpotDraw?: JackpotDraw;
  /** A vendor in place of the configured game server: tests launch on a local one and make its wallet calls. */
  localVendor?: LocalVendor;
}

/**
 * The modules, each one function of the shared dependencies to its routes, relay calls and jobs
 * (platform/portal-module.ts); adding a module is adding it here. Routes register in this order.
 */
function portalModules(
  { drawCaptcha, chatLimits, jackpotDraw }: AppDependencies,
  connected: ConnectedVendors,
): PortalModule[] {
  const jackpotTerms = sharedJackpotTerms();
  return [
    systemModule,
    identityModule(drawCaptcha),
    serviceModule(chatLimits),
    operatorModule,
    cashierModule,
    dashboardModule,
    walletModule(connected.vendors),
    agentModule,
    agentContractsModule,
    promotionsModule,
    vipModule,
    missionsModule,
    siteTextsModule,
    referralModule,
    siteModule,
    pointsModule,
    historyModule,
    gamesModule,
    providerModule({ connected, jackpotTerms, draw: jackpotDraw }),
    contentModule,
    jackpotModule(jackpotTerms),
    feedbackModule,
    securityModule,
    protectionModule,
    lotteryModule,
    messagesModule,
  ];
}

/** Builds the whole server without listening, so that `main.ts` and the tests use the same app. */
export async function buildApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = dependencies;
  usePasswordCost(config.PASSWORD_HASH_COST, config.NODE_ENV === 'production');
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  registerReplySerializer(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app, gameClientOrigins(config));
  await registerDocs(app);

  // One LISTEN connection per instance hears site changes and chat frames, whichever instance wrote them.
  const listener = new PgListener({ databaseUrl: database.url, retryMs: config.SITE_LISTEN_RETRY_MS, log: app.log });
  const registry = new SiteRegistry({
    db: database.db,
    listener,
    defaultCode: config.DEFAULT_MERCHANT,
    refreshSeconds: config.SITE_REFRESH_SECONDS,
    log: app.log,
  });
  await registry.start();
  app.decorate('sites', registry);
  app.addHook('onClose', () => Promise.all([listener.stop(), registry.stop()]));

  const secrets = new Secrets(await loadSecretsKey(config));
  app.decorate('secrets', secrets);
  // pg-pool attaches the whole client to the error: log what an operator reads, not the client's internals.
  database.pool.on('error', (error: Error & { code?: string }) =>
    app.log.warn({ code: error.code, reason: error.message }, 'database connection lost'),
  );
  const clock = dependencies.clock ?? systemClock;
  const throttle = createThrottle({
    pool: database.pool,
    redisUrl: config.REDIS_URL,
    overrides: config.THROTTLE_RULES,
    clock,
  });
  app.decorate('throttle', throttle);
  app.addHook('onClose', () => throttle.close());
  const deps: ModuleDeps = {
    db: database.db,
    clock,
    throttle,
    secrets,
    sites: registry,
    log: app.log,
    sessions: memberSessions(database.db),
    listener,
    keys: new SiteKeyStore(database.db, secrets),
  };
  const proofOfWork = new ProofOfWork(secrets, throttle, {
    cost: config.POW_COST,
    counter: config.POW_COUNTER,
    maxLevel: config.POW_MAX_LEVEL,
  });
  // The vendors' adapters, one set for the instance: the launch and the wallets reach the same vendors.
  const connected = connectVendors(vendorLinksOf(config), dependencies.localVendor, app.log);
  const modules = portalModules(dependencies, connected).map((module) => module(deps));
  // Every module has subscribed to what it hears (chat frames) before the connection LISTENs.
  await listener.start();

  await app.register(healthRoutes(database.pool));
  for (const { outside } of modules) await outside?.(app);
  await app.register(async (api) => {
    registerSiteContext(api, registry, clock);
    registerAuth(api, deps.sessions);
    registerEnc(api, deps.keys, throttle);
    registerProofOfWork(api, proofOfWork);
    registerOperatorAuth(api, operatorSessions(database.db));
    for (const { routes } of modules) await routes?.(api);
    // Each module contributes its relay calls; one route serves them all.
    await api.register(relayRoutes(deps.sessions, new Map(modules.flatMap(({ relays }) => [...(relays ?? [])]))));
  });
  scheduleJobs(app, database.db, [throttleCleanupJob, ...modules.flatMap(({ jobs }) => jobs ?? [])]);
  const pageAssets = readPageAssets(config.WEB_DIST);
  await registerWebApp(
    app,
    config.WEB_DIST,
    firstScreenSource(database.db, registry, pageAssets, clock),
    config.CONSOLE_DIST,
  );
  return app;
}
