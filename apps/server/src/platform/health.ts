import { healthSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';

const notReady = z.object({ status: z.literal('unavailable') });

/** `/healthz`: the process answers. `/readyz`: and its database does, within a second. */
export function healthRoutes(pool: pg.Pool): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { tags: ['health'], response: { 200: healthSchema } } }, async () => ({
      status: 'ok' as const,
    }));
    app.get(
      '/readyz',
      { schema: { tags: ['health'], response: { 200: healthSchema, 503: notReady } } },
      async (_request, reply) => {
        const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000).unref());
        try {
          await Promise.race([pool.query('SELECT 1'), timeout]);
          return { status: 'ok' as const };
        } catch {
          return reply.code(503).send({ status: 'unavailable' as const });
        }
      },
    );
  };
}
