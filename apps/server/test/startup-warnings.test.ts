import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './harness.js';

let ctx: TestContext | undefined;
afterAll(() => ctx?.close());

describe('starting the server', () => {
  it('prints no Fastify warning (every route schema names only the parts it has)', async () => {
    const warnings: string[] = [];
    const collect = (warning: Error & { code?: string }) => warnings.push(`${warning.code}: ${warning.message}`);
    process.on('warning', collect);
    try {
      ctx = await createTestApp();
      // Warnings are emitted on the next tick; let them arrive.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', collect);
    }
    expect(warnings.filter((warning) => warning.startsWith('FSTWRN'))).toEqual([]);
  });
});
