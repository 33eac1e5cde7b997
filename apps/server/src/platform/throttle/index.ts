import type pg from 'pg';
import { type Clock, systemClock } from '../clock.js';
import { PostgresThrottleStore } from './postgres-store.js';
import { RedisThrottleStore } from './redis-store.js';
import { type ThrottleRules, throttleRules } from './rules.js';
import { Throttle } from './throttle.js';

export { type Clock, systemClock } from '../clock.js';
export type { ThrottleRuleName, ThrottleRules } from './rules.js';
export {
  countOnly,
  Throttle,
  type ThrottleDecision,
  ThrottleKey,
  type ThrottleRule,
} from './throttle.js';

/** Redis when `REDIS_URL` is set (several instances share one count), else the portal's PostgreSQL. */
export function createThrottle(options: {
  pool: pg.Pool;
  redisUrl?: string;
  overrides?: Partial<ThrottleRules>;
  clock?: Clock;
}): Throttle {
  const store = options.redisUrl ? new RedisThrottleStore(options.redisUrl) : new PostgresThrottleStore(options.pool);
  return new Throttle(store, throttleRules(options.overrides), options.clock ?? systemClock);
}
