import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

function isZodSchema(schema: unknown): schema is z.ZodType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/** fast-json-stringify from JSON Schema generated out of the zod schema that documents the reply. */
export function compileSerializer(schema: unknown): Serialize {
  const jsonSchema = isZodSchema(schema) ? z.toJSONSchema(schema, { target: 'draft-07', io: 'output' }) : schema;
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialize;
}

/** One compiled writer per schema object, shared by every route and app of the process that replies with it. */
const compiled = new WeakMap<object, Serialize>();

export function serializerOf(schema: object): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = compileSerializer(schema);
    compiled.set(schema, serialize);
  }
  return serialize;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every reply schema the app's routes declared, so a test can compile them all without a reply each. */
    replySchemas(): object[];
  }
}

/**
 * Replies are written by fast-json-stringify. Like the zod serializer it drops every property the schema does not
 * name, so nothing leaks; unlike it, it does not re-validate each reply (TypeScript already checks handlers
 * against the schema), which cost a visible share of a small call in the bench.
 *
 * Each writer is compiled on the first reply that needs it, not when the route is added: compiling every one of
 * them took 1.5 of the 2 seconds an app needed to start, paid again by every test file and every restart, for
 * routes most starts never answer. test/serializer.test.ts compiles every declared schema, so one that cannot
 * compile still fails the tests, not its first reply.
 */
export function registerReplySerializer(app: FastifyInstance): void {
  const declared = new Set<object>();
  app.setSerializerCompiler(({ schema }) => {
    if (typeof schema !== 'object' || schema === null) return compileSerializer(schema);
    declared.add(schema);
    let serialize: Serialize | undefined;
    return (data) => {
      serialize ??= serializerOf(schema);
      return serialize(data);
    };
  });
  app.decorate('replySchemas', () => [...declared]);
}
