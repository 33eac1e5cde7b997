import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, registerErrorHandler } from '../src/platform/errors.js';

/** A bare app with only our error handler and a few routes that fail in each way. */
async function appWithFailingRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.post(
    '/echo',
    { schema: { body: z.object({ username: z.string().max(16), age: z.int() }) } },
    async (request) => ({
      ok: request.body.username,
    }),
  );
  app.get('/sql-crash', async () => {
    throw new Error('relation "secret_table" does not exist at SELECT * FROM secret_table');
  });
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', { field: 'body.username' });
  });
  // A service names a field by its bare name; the answer says where the request carried it.
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/located/:id',
    handler: async (request) => {
      const { field, message } = (request.query ?? {}) as { field: string; message?: string };
      throw new AppError('VALIDATION_ERROR', { field, message });
    },
  });
  await app.ready();
  return app;
}

describe('error envelope', () => {
  it('names the field of a body that breaks its schema', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { username: 'x'.repeat(17), age: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'body.username' });
    expect(response.json().message).toMatch(/^body\.username: /);
  });

  it('answers malformed JSON with 400 on the body', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', field: 'body' });
  });

  it('answers a wrong content type with 400, not 500', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('never leaks the message, stack or SQL of an unexpected failure', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/sql-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'INTERNAL_ERROR', message: 'error.unknown' });
    expect(response.body).not.toContain('secret_table');
  });

  it('gives an AppError its catalogued status', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'error.conflict',
      field: 'body.username',
    });
  });

  it.each([
    ['POST', '/located/1?field=amount', { amount: '1' }, 'body.amount'],
    ['POST', '/located/1?field=amount', undefined, 'body.amount'],
    ['GET', '/located/1?field=pageSize&pageSize=9', undefined, 'query.pageSize'],
    ['GET', '/located/1?field=gameType', undefined, 'query.gameType'],
    ['DELETE', '/located/7?field=id', undefined, 'params.id'],
    ['GET', '/located/1?field=query.code', undefined, 'query.code'],
    ['POST', '/located/1?field=header.idempotency-key', {}, 'header.idempotency-key'],
  ])('names where a %s request carried a service-named field (%s)', async (method, url, payload, located) => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({ method: method as 'GET', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: located });
  });

  it('prefixes a message that starts with the bare field name', async () => {
    const app = await appWithFailingRoutes();
    const response = await app.inject({
      method: 'GET',
      url: '/located/1?field=pageSize&message=pageSize:%20at%20most%209',
    });
    expect(response.json()).toMatchObject({ field: 'query.pageSize', message: 'query.pageSize: at most 9' });
  });
});
