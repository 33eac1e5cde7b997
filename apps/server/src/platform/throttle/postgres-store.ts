import type pg from 'pg';
import type { ThrottleRule, ThrottleState, ThrottleStore } from './throttle.js';

/**
 * Counts and decides in one statement: the upsert takes the key's row lock, so concurrent hits of a
 * key are applied one after another and each sees the count the one before it left. A state whose
 * block or window has ended starts again at this hit (the same rule as `isLive`).
 */
const hitSql = `
INSERT INTO throttle_counters AS t (key, window_start, count, blocked_until)
VALUES ($1::text, $2::timestamptz, 1, CASE WHEN $4::int > 0 AND 1 >= $3::int THEN $2::timestamptz + make_interval(secs => $4::int / 1000.0) END)
ON CONFLICT (key) DO UPDATE SET (window_start, count, blocked_until) = (
  SELECT
    CASE WHEN fresh THEN $2::timestamptz ELSE t.window_start END,
    CASE WHEN fresh THEN 1 ELSE t.count + 1 END,
    CASE
      WHEN NOT fresh AND t.blocked_until IS NOT NULL THEN t.blocked_until
      WHEN $4::int > 0 AND (CASE WHEN fresh THEN 1 ELSE t.count + 1 END) >= $3::int
        THEN $2::timestamptz + make_interval(secs => $4::int / 1000.0)
    END
  FROM (SELECT CASE
    WHEN t.blocked_until IS NOT NULL THEN t.blocked_until <= $2::timestamptz
    ELSE t.window_start + make_interval(secs => $5::bigint / 1000.0) <= $2::timestamptz
  END AS fresh) AS state
)
RETURNING count, window_start, blocked_until`;

interface Row {
  count: number;
  window_start: Date;
  blocked_until: Date | null;
}

const toState = (row: Row): ThrottleState => ({
  count: row.count,
  windowStartMs: row.window_start.getTime(),
  blockedUntilMs: row.blocked_until ? row.blocked_until.getTime() : null,
});

export class PostgresThrottleStore implements ThrottleStore {
  constructor(private readonly pool: pg.Pool) {}

  async hit(key: string, rule: ThrottleRule, nowMs: number): Promise<ThrottleState> {
    const result = await this.pool.query<Row>({
      name: 'throttle_hit',
      text: hitSql,
      values: [key, new Date(nowMs), rule.limit, rule.blockMs ?? 0, rule.windowMs],
    });
    return toState(result.rows[0] as Row);
  }

  async peek(key: string): Promise<ThrottleState | null> {
    const result = await this.pool.query<Row>({
      name: 'throttle_peek',
      text: 'SELECT count, window_start, blocked_until FROM throttle_counters WHERE key = $1',
      values: [key],
    });
    return result.rows[0] ? toState(result.rows[0]) : null;
  }

  async release(key: string): Promise<void> {
    await this.pool.query({
      name: 'throttle_release',
      text: 'UPDATE throttle_counters SET count = greatest(count - 1, 0) WHERE key = $1',
      values: [key],
    });
  }

  async reset(key: string): Promise<void> {
    await this.pool.query({
      name: 'throttle_reset',
      text: 'DELETE FROM throttle_counters WHERE key = $1',
      values: [key],
    });
  }
}
