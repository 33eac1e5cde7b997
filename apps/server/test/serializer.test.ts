import { statusSchema, successEnvelope } from '@portal/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileSerializer, registerReplySerializer } from '../src/platform/serializer.js';
import { createTestApp, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('reply serializer', () => {
  it('writes only what the schema names, so an extra property never leaks', async () => {
    const app = Fastify({ logger: false });
    registerReplySerializer(app);
    app.get('/', { schema: { response: { 200: successEnvelope(statusSchema) } } }, async () => ({
      success: true,
      value: { status: 2, location: { ip: '8.8.8.8', country: null, secret: 'x' }, passwordHash: 'argon2id$…' },
    }));
    const response = await app.inject({ url: '/' });
    expect(response.json()).toEqual({
      success: true,
      value: { status: 2, location: { ip: '8.8.8.8', country: null } },
    });
    expect(response.body).not.toContain('argon2id');
  });

  // Writers are compiled on a route's first reply; this compiles every one the app declares, so a schema that
  // fast-json-stringify cannot take fails here, not on a member's first call.
  it("compiles every route's reply writer", () => {
    const schemas = ctx.app.replySchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const failed = schemas.flatMap((schema) => {
      try {
        const write = compileSerializer(schema);
        return typeof write === 'function' ? [] : ['not a function'];
      } catch (error) {
        return [(error as Error).message];
      }
    });
    expect(failed).toEqual([]);
  });
});
