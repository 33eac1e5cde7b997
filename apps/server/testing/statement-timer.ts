import type pg from 'pg';

export interface StatementTime {
  /** The prepared statement's name, else the start of its text. */
  statement: string;
  calls: number;
  seconds: number;
}

type Query = (...args: unknown[]) => unknown;

/**
 * Times every statement sent on the pool's connections from now on (each new connection's `query`
 * wrapped, in both its promise and its callback form), so a benchmark can say where a slow run's time
 * went: in PostgreSQL, statement by statement, or in between (JavaScript). `totals` answers the
 * statements timed since the last `reset`, the slowest first.
 */
export function timeStatements(pool: pg.Pool) {
  const totals = new Map<string, { calls: number; ms: number }>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    (client as unknown as { query: Query }).query = (...args: unknown[]) => {
      const started = performance.now();
      const done = () => {
        const label = labelOf(args[0]);
        const total = totals.get(label) ?? { calls: 0, ms: 0 };
        total.calls++;
        total.ms += performance.now() - started;
        totals.set(label, total);
      };
      const last = args.length - 1;
      const callback = args[last];
      if (typeof callback === 'function') {
        args[last] = (...results: unknown[]) => {
          done();
          return callback(...results);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) result.then(done, done);
      return result;
    };
  });
  return {
    reset: () => totals.clear(),
    totals: (): StatementTime[] =>
      [...totals]
        .map(([statement, { calls, ms }]) => ({ statement, calls, seconds: ms / 1000 }))
        .sort((a, b) => b.seconds - a.seconds),
  };
}

function labelOf(config: unknown): string {
  const { name, text } =
    typeof config === 'string'
      ? { name: undefined, text: config }
      : ((config ?? {}) as { name?: string; text?: string });
  return name ?? (text ?? '?').replace(/\s+/g, ' ').trim().slice(0, 60);
}
