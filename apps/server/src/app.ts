import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { SiteRegistry } from './modules/site/site.registry.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { registerDocs } from './platform/docs.js';
import { registerErrorHandler } from './platform/errors.js';
import { healthRoutes } from './platform/health.js';
import { registerSecurityHeaders } from './platform/security.js';
import { serializerCompiler } from './platform/serializer.js';
import { registerSiteContext } from './platform/site-context.js';
import { registerWebApp } from './platform/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    sites: SiteRegistry;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/** Builds the whole server without listening, so that `main.ts` and the tests use the same app. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
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

  const registry = new SiteRegistry({
    db: database.db,
    databaseUrl: database.url,
    defaultCode: config.DEFAULT_MERCHANT,
    refreshSeconds: config.SITE_REFRESH_SECONDS,
    log: app.log,
  });
  await registry.start();
  app.decorate('sites', registry);
  app.addHook('onClose', () => registry.stop());

  await app.register(healthRoutes(database.pool));
  await app.register(async (api) => {
    registerSiteContext(api, registry);
    await api.register(systemRoutes);
  });
  await registerWebApp(app, config.WEB_DIST);
  return app;
}
