import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { firstScreenSource } from './first-screen.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { teamRollupJob } from './modules/agent/team-rollup.js';
import { contractRelays } from './modules/agent-contracts/contract.relay.js';
import { contractRoutes } from './modules/agent-contracts/contract.routes.js';
import { contractSettlementJob } from './modules/agent-contracts/settlement.job.js';
import { cashierRoutes } from './modules/cashier/cashier.routes.js';
import { operatorAdjustmentRoutes } from './modules/cashier/operator-adjustment.routes.js';
import { operatorCashierRoutes } from './modules/cashier/operator-cashier.routes.js';
import { operatorWithdrawRoutes } from './modules/cashier/operator-withdraw.routes.js';
import { withdrawRoutes } from './modules/cashier/withdraw.routes.js';
import { autoConfirmJob } from './modules/cashier/withdraw.service.js';
import { contentAssetRoutes, contentRelay, contentRoutes } from './modules/content/content.routes.js';
import { helpCenterRoutes } from './modules/content/help-center.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { gamesAssetRoutes, gamesRelay, gamesRoutes } from './modules/games/games.routes.js';
import { historyRelay, historyRoutes } from './modules/history/history.routes.js';
import { memberSessions } from './modules/identity/auth.js';
import type { IdentityDeps } from './modules/identity/deps.js';
import { memberRoutes } from './modules/identity/member.routes.js';
import { oidcRoutes } from './modules/identity/oidc.routes.js';
import { passwordRoutes } from './modules/identity/password.routes.js';
import { rememberRoutes } from './modules/identity/remember.routes.js';
import { sessionRoutes } from './modules/identity/session.routes.js';
import { trialCleanupJob } from './modules/identity/trial-cleanup.js';
import { lotterySchedulerJob } from './modules/lottery/draw-scheduler.js';
import { lotteryRoutes } from './modules/lottery/lottery.routes.js';
import { LotteryCatalog } from './modules/lottery/lottery-catalog.service.js';
import { operatorLotteryRoutes } from './modules/lottery/operator-lottery.routes.js';
import { OrderLookups } from './modules/lottery/order-lookups.js';
import { messageRoutes, messagesRelay } from './modules/messages/messages.routes.js';
import { missionRoutes, missionsRelay } from './modules/missions/missions.routes.js';
import { operatorMissionRoutes } from './modules/missions/operator-missions.routes.js';
import { operatorSessions } from './modules/operator/operator.auth.js';
import { operatorRoutes } from './modules/operator/operator.routes.js';
import { pointsPasswordRoutes, pointsRelay } from './modules/points/points.routes.js';
import { redemptionDecisionRoutes } from './modules/points/redemption-decision.routes.js';
import { applicationRoutes } from './modules/promotions/application.routes.js';
import { promotionRelay } from './modules/promotions/promotion.relay.js';
import { promotionRoutes } from './modules/promotions/promotion.routes.js';
import { providerRelay, providerRoutes, seamlessRoutes } from './modules/provider/provider.routes.js';
import { builtinRoundRecoveryJob } from './modules/provider/seamless/round-recovery.js';
import { operatorReferralRoutes } from './modules/referral/operator-referral.routes.js';
import { referralRoutes } from './modules/referral/referral.routes.js';
import { relayRoutes } from './modules/relay/relay.routes.js';
import { securityRoutes } from './modules/security/security.routes.js';
import { createChatHub } from './modules/service/chat.service.js';
import { chatSocketRoutes } from './modules/service/chat.socket.js';
import { type ChatSocketLimits, defaultChatSocketLimits } from './modules/service/chat-limits.js';
import { iconFileRoutes, iconRoutes } from './modules/service/icon.routes.js';
import { operatorChatRoutes, serviceRelay } from './modules/service/service.routes.js';
import { operatorAppPackageRoutes } from './modules/site/app-packages.routes.js';
import { SiteRegistry } from './modules/site/site.registry.js';
import { operatorSiteTextRoutes } from './modules/site-texts/site-texts.routes.js';
import { installRoutes } from './modules/system/install.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { vipRoutes } from './modules/vip/vip.routes.js';
import { vipReviewJob } from './modules/vip/vip-review.job.js';
import { walletRelay } from './modules/wallet/wallet.relay.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { registerAuth } from './platform/auth.js';
import { type CaptchaDrawer, hardenedCaptchaDrawer } from './platform/captcha-drawer.js';
import { registerDocs } from './platform/docs.js';
import { registerEnc, SiteKeyStore } from './platform/enc.js';
import { registerErrorHandler } from './platform/errors.js';
import { healthRoutes } from './platform/health.js';
import { OutboxProvider } from './platform/messaging.js';
import { registerOperatorAuth } from './platform/operator-auth.js';
import { readPageAssets } from './platform/page-assets.js';
import { PgListener } from './platform/pg-listener.js';
import { ProofOfWork } from './platform/proof-of-work.js';
import { registerProofOfWork } from './platform/proof-of-work-gate.js';
import { scheduleJobs } from './platform/scheduler.js';
import { loadSecretsKey, Secrets } from './platform/secrets.js';
import { registerSecurityHeaders } from './platform/security.js';
import { serializerCompiler } from './platform/serializer.js';
import { registerSiteContext } from './platform/site-context.js';
import { throttleCleanupJob } from './platform/throttle/cleanup.js';
import { type Clock, createThrottle, systemClock, type Throttle } from './platform/throttle/index.js';
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
}

/** Builds the whole server without listening, so that `main.ts` and the tests use the same app. */
export async function buildApp({
  config,
  database,
  drawCaptcha = hardenedCaptchaDrawer,
  clock,
  chatLimits,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
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
  const chatHub = createChatHub(database.db, listener);
  await registry.start();
  await listener.start();
  app.decorate('sites', registry);
  app.addHook('onClose', () => Promise.all([listener.stop(), registry.stop()]));

  const secrets = new Secrets(await loadSecretsKey(config));
  app.decorate('secrets', secrets);
  // pg-pool attaches the whole client to the error: log what an operator reads, not the client's internals.
  database.pool.on('error', (error: Error & { code?: string }) =>
    app.log.warn({ code: error.code, reason: error.message }, 'database connection lost'),
  );
  const throttle = createThrottle({
    pool: database.pool,
    redisUrl: config.REDIS_URL,
    overrides: config.THROTTLE_RULES,
    clock,
  });
  app.decorate('throttle', throttle);
  app.addHook('onClose', () => throttle.close());
  const identity: IdentityDeps = {
    db: database.db,
    secrets,
    messaging: {
      sms: new OutboxProvider(database.db, 'sms', app.log),
      email: new OutboxProvider(database.db, 'email', app.log),
    },
    drawCaptcha,
    throttle,
    now: clock ?? systemClock,
  };
  const keys = new SiteKeyStore(database.db, secrets);
  const proofOfWork = new ProofOfWork(secrets, throttle, {
    cost: config.POW_COST,
    counter: config.POW_COUNTER,
    maxLevel: config.POW_MAX_LEVEL,
  });
  const lottery = {
    db: database.db,
    catalog: new LotteryCatalog(database.db),
    now: clock ?? systemClock,
    lookups: new OrderLookups(database.db),
  };
  const contracts = { sites: registry, now: lottery.now };
  const sessions = memberSessions(database.db);
  const chat = {
    db: database.db,
    sessions,
    hub: chatHub,
    secrets,
    throttle,
    limits: { ...defaultChatSocketLimits, ...chatLimits },
  };

  await app.register(healthRoutes(database.pool));
  await app.register(gamesAssetRoutes(database.db));
  await app.register(contentAssetRoutes(database.db));
  await app.register(iconFileRoutes(database.db));
  await app.register(installRoutes);
  await app.register(chatSocketRoutes(chat));
  await app.register(seamlessRoutes(database.db, secrets));
  await app.register(async (api) => {
    registerSiteContext(api, registry);
    registerAuth(api, sessions);
    registerEnc(api, keys, throttle);
    registerProofOfWork(api, proofOfWork);
    registerOperatorAuth(api, operatorSessions(database.db));
    await api.register(systemRoutes);
    await api.register(sessionRoutes(identity, keys));
    await api.register(rememberRoutes(identity));
    await api.register(memberRoutes(identity));
    await api.register(iconRoutes(database.db));
    await api.register(operatorChatRoutes(chat));
    await api.register(passwordRoutes(identity));
    await api.register(oidcRoutes(identity));
    await api.register(operatorRoutes({ db: database.db, secrets, throttle }, registry));
    await api.register(cashierRoutes(database.db));
    await api.register(operatorCashierRoutes(database.db));
    await api.register(walletRoutes(database.db));
    await api.register(agentRoutes(database.db));
    await api.register(contractRoutes(database.db, contracts));
    await api.register(promotionRoutes(database.db, lottery.now));
    await api.register(applicationRoutes(database.db, lottery.now));
    await api.register(vipRoutes(database.db, lottery.now));
    await api.register(missionRoutes(database.db, lottery.now));
    await api.register(operatorMissionRoutes(database.db));
    await api.register(operatorSiteTextRoutes(database.db, registry));
    await api.register(referralRoutes(database.db, lottery.now));
    await api.register(operatorReferralRoutes(database.db));
    await api.register(operatorAppPackageRoutes(database.db));
    await api.register(pointsPasswordRoutes(database.db, lottery.now));
    await api.register(redemptionDecisionRoutes(database.db, lottery.now));
    await api.register(historyRoutes(database.db));
    await api.register(gamesRoutes(database.db));
    await api.register(providerRoutes(database.db, secrets, sessions));
    await api.register(contentRoutes(database.db));
    await api.register(helpCenterRoutes(database.db));
    await api.register(feedbackRoutes({ db: database.db, now: lottery.now }));
    await api.register(withdrawRoutes(database.db));
    await api.register(operatorWithdrawRoutes(database.db));
    await api.register(operatorAdjustmentRoutes(database.db));
    await api.register(securityRoutes(database.db));
    await api.register(lotteryRoutes(lottery));
    await api.register(operatorLotteryRoutes(lottery));
    // Each module contributes its relay calls; one route serves them all.
    await api.register(messageRoutes(database.db));
    await api.register(
      relayRoutes(
        sessions,
        new Map([
          ...walletRelay(database.db),
          ...messagesRelay(database.db),
          ...historyRelay(database.db),
          ...gamesRelay(database.db),
          ...providerRelay(database.db, sessions),
          ...contentRelay(database.db),
          ...contractRelays(database.db, lottery.now),
          ...promotionRelay(database.db, lottery.now),
          ...pointsRelay(database.db),
          ...missionsRelay(database.db, lottery.now),
          ...serviceRelay(chat),
        ]),
      ),
    );
  });
  scheduleJobs(app, database.db, [
    autoConfirmJob,
    trialCleanupJob,
    throttleCleanupJob,
    builtinRoundRecoveryJob,
    lotterySchedulerJob(lottery.now, app.log),
    teamRollupJob,
    contractSettlementJob(contracts),
    vipReviewJob(contracts),
  ]);
  const pageAssets = readPageAssets(config.WEB_DIST);
  await registerWebApp(app, config.WEB_DIST, firstScreenSource(database.db, registry, pageAssets));
  return app;
}
