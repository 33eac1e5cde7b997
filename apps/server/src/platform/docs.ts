import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document at /docs/json, generated from the same zod schemas the routes validate with. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portal API',
        version: '0.1.0',
        description:
          'White-label gaming and lottery portal. Every answer is an envelope: `{ success: true, value }` or ' +
          '`{ success: false, code, message, field? }`. The site is chosen by host name, else the `Merchant` header, ' +
          'else the default site.',
      },
      tags: [{ name: 'system', description: 'Site configuration and status' }, { name: 'health' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
