import { Redis } from 'ioredis';
import type { ThrottleRule, ThrottleState, ThrottleStore } from './throttle.js';

/**
 * The same count-and-decide step as the PostgreSQL store, as one Lua script: Redis runs a script
 * alone, so concurrent hits of a key from any number of instances are applied one after another.
 * A key is a hash {count, start, blocked} that expires once neither its window nor its block counts.
 */
const hitScript = `
local now = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local block = tonumber(ARGV[4])
local state = redis.call('HMGET', KEYS[1], 'count', 'start', 'blocked')
local count = tonumber(state[1])
local start = tonumber(state[2])
local blocked = tonumber(state[3])
local fresh
if count == nil then fresh = true
elseif blocked ~= nil then fresh = blocked <= now
else fresh = start + window <= now end
if fresh then
  count = 1
  start = now
  blocked = nil
else
  count = count + 1
end
if blocked == nil and block > 0 and count >= limit then blocked = now + block end
if blocked ~= nil then
  redis.call('HSET', KEYS[1], 'count', count, 'start', start, 'blocked', blocked)
else
  redis.call('HSET', KEYS[1], 'count', count, 'start', start)
  redis.call('HDEL', KEYS[1], 'blocked')
end
local keep = math.max(start + window, blocked or 0) - now
redis.call('PEXPIRE', KEYS[1], math.max(keep, 1))
return {count, start, blocked or -1}
`;

const releaseScript = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if count ~= nil and count > 0 then redis.call('HSET', KEYS[1], 'count', count - 1) end
return 0
`;

export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'portal:throttle:',
  ) {
    // Commands wait (offline queue) while Redis reconnects; a call that cannot be sent fails fast.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: false });
    this.redis.defineCommand('throttleHit', { numberOfKeys: 1, lua: hitScript });
    this.redis.defineCommand('throttleRelease', { numberOfKeys: 1, lua: releaseScript });
  }

  async hit(key: string, rule: ThrottleRule, nowMs: number): Promise<ThrottleState> {
    const client = this.redis as Redis & {
      throttleHit(key: string, ...args: number[]): Promise<[number, number, number]>;
    };
    const [count, start, blocked] = await client.throttleHit(
      this.prefix + key,
      nowMs,
      rule.limit,
      rule.windowMs,
      rule.blockMs ?? 0,
    );
    return { count, windowStartMs: start, blockedUntilMs: blocked < 0 ? null : blocked };
  }

  async peek(key: string): Promise<ThrottleState | null> {
    const [count, start, blocked] = await this.redis.hmget(this.prefix + key, 'count', 'start', 'blocked');
    if (count === null || start === null) return null;
    return {
      count: Number(count),
      windowStartMs: Number(start),
      blockedUntilMs: blocked === null ? null : Number(blocked),
    };
  }

  async release(key: string): Promise<void> {
    const client = this.redis as Redis & { throttleRelease(key: string): Promise<number> };
    await client.throttleRelease(this.prefix + key);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
