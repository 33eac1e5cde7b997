import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { PostgresThrottleStore } from '../../src/platform/throttle/postgres-store.js';
import { RedisThrottleStore } from '../../src/platform/throttle/redis-store.js';
import { throttleRules } from '../../src/platform/throttle/rules.js';
import { Throttle, type ThrottleStore } from '../../src/platform/throttle/throttle.js';
import { createTestDatabase } from '../harness.js';
import { startScratchRedis } from '../redis-server.js';

let database: DatabaseHandle;
let redis: Awaited<ReturnType<typeof startScratchRedis>>;
const redisStores: RedisThrottleStore[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  redis = await startScratchRedis();
});
afterAll(async () => {
  await Promise.all(redisStores.map((store) => store.close()));
  await redis?.stop();
  await database.close();
});

const stores: [string, () => ThrottleStore | null][] = [
  ['PostgreSQL', () => new PostgresThrottleStore(database.pool)],
  [
    'Redis',
    () => {
      if (!redis) return null;
      const store = new RedisThrottleStore(redis.url, `test:${randomBytes(4).toString('hex')}:`);
      redisStores.push(store);
      return store;
    },
  ],
];

describe.each(stores)('throttle on %s', (_name, makeStore) => {
  let now = Date.parse('2026-11-24T10:00:00Z');
  const clock = () => now;
  const throttle = () => {
    const store = makeStore();
    if (!store) return null;
    return new Throttle(store, throttleRules(), clock);
  };
  const rule = { limit: 5, windowMs: 60_000 };

  it('lets exactly the limit through a parallel burst, then opens again with the next window', async (context) => {
    const limits = throttle();
    if (!limits) return context.skip();
    const key = limits.custom('burst', rule, 'someone');
    const decisions = await Promise.all(Array.from({ length: 60 }, () => key.consume()));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    expect(decisions.map((decision) => decision.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, index) => index + 1),
    );
    const refused = decisions.find((decision) => !decision.allowed);
    expect(refused?.retryAfterMs).toBe(60_000);
    expect((await key.peek()).allowed).toBe(false);
    now += 59_999;
    expect((await key.consume()).allowed).toBe(false);
    now += 1;
    expect(await key.consume()).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it('blocks for the block time once the limit is reached, whatever the window', async (context) => {
    const limits = throttle();
    if (!limits) return context.skip();
    const key = limits.custom('lock', { limit: 3, windowMs: 10_000, blockMs: 60_000 }, 'account');
    const decisions = await Promise.all(Array.from({ length: 20 }, () => key.consume()));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(3);
    now += 30_000; // the window is over, the block is not
    const during = await key.consume();
    expect(during.allowed).toBe(false);
    expect(during.retryAfterMs).toBe(30_000);
    now += 30_000;
    expect((await key.consume()).allowed).toBe(true);
  });

  it('takes back a released hit and forgets a reset key; keys do not share counts', async (context) => {
    const limits = throttle();
    if (!limits) return context.skip();
    const key = limits.custom('release', { limit: 2, windowMs: 60_000 }, 'a');
    const other = limits.custom('release', { limit: 2, windowMs: 60_000 }, 'b');
    await key.consume();
    await key.consume();
    expect((await key.peek()).allowed).toBe(false);
    await key.release();
    expect(await key.peek()).toMatchObject({ allowed: true, count: 1 });
    expect((await other.peek()).count).toBe(0);
    await key.reset();
    expect((await key.peek()).count).toBe(0);
    const named = limits.of('captchaDraw', '127.0.0.1');
    expect((await named.consume()).allowed).toBe(true);
    expect((await named.consume()).allowed).toBe(false);
  });
});
