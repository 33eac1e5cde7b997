import { statusSchema, successEnvelope } from '@portal/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { serializerCompiler } from '../src/platform/serializer.js';

describe('reply serializer', () => {
  it('writes only what the schema names, so an extra property never leaks', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(serializerCompiler);
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
});
