import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { portalHeadersSchema } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isApiCall } from './api-paths.js';

// Documented as loose: the portal headers come beside every other header.
const documentedHeaders = z.looseObject(portalHeadersSchema.shape);

/** Every portal call takes the portal headers; they are added to the document, not to each route. */
const transform: typeof jsonSchemaTransform = (input) =>
  jsonSchemaTransform(
    isApiCall(input.url) ? { ...input, schema: { ...input.schema, headers: documentedHeaders } } : input,
  );

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
      // The calls that need a session name it (the guards mark their routes): a token in `Authorization`.
      components: {
        securitySchemes: {
          memberToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'A member session' },
          operatorToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'An operator session' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
