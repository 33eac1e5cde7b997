import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

type Handler = (payload: string) => void;

/** The `application_name` of the listening connection. */
export const listenerName = 'portal-listener';

export interface PgListenerOptions {
  databaseUrl: string;
  log: FastifyBaseLogger;
  /** First wait before the connection is tried again after it was lost; it doubles up to 30 s. */
  retryMs?: number;
}

/**
 * One connection per instance that LISTENs for PostgreSQL notifications (site changes, chat frames), so
 * every instance hears what any of them writes. When it drops (the database restarted, the backend was
 * terminated) it is tried again with a doubling wait until it is back, however long the outage. Whoever
 * relies on it is told both when it is lost and when it is back: notifications sent in between reached
 * nobody here, so each catches up in its own way (a reload, clients asked to resume).
 */
export class PgListener {
  private readonly handlers = new Map<string, Handler[]>();
  private readonly connectedHandlers: (() => void)[] = [];
  private readonly lostHandlers: (() => void)[] = [];
  private client: pg.Client | null = null;
  private started = false;
  private stopped = false;

  constructor(private readonly options: PgListenerOptions) {}

  /** Calls `handler` with each notification's payload on `channel` (a plain identifier). Before `start`. */
  on(channel: string, handler: Handler): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    // A channel added later would be heard only after the next reconnect: a wiring mistake, said at once.
    if (this.started) throw new Error(`listen to ${channel} before the listener starts`);
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), handler]);
  }

  /** Called each time the connection listens, the first time included. */
  onConnected(handler: () => void): void {
    this.connectedHandlers.push(handler);
  }

  /** Called each time the connection is lost (not at `stop`). */
  onLost(handler: () => void): void {
    this.lostHandlers.push(handler);
  }

  /** Whether notifications are being heard now (tests and readiness look at it). */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Listens now; a database that cannot be reached at start is the caller's error. */
  start(): Promise<void> {
    this.started = true;
    return this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => {});
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    // Named, so that an operator (or a test) can tell it among the pool's connections in pg_stat_activity.
    const client = new pg.Client({ connectionString: this.options.databaseUrl, application_name: listenerName });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) this.safely(() => handler(message.payload ?? ''));
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      const wasListening = this.client === client;
      if (wasListening) this.client = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.options.log.warn({ err: error }, 'notification listener lost; reconnecting');
      if (wasListening) for (const handler of this.lostHandlers) this.safely(handler);
      this.retry(this.options.retryMs ?? 1000);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lost = true;
      client.end().catch(() => {});
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.client = client;
    for (const handler of this.connectedHandlers) this.safely(handler);
  }

  private retry(waitMs: number): void {
    const timer = setTimeout(() => {
      this.connect().catch((error) => {
        this.options.log.warn({ err: error, waitMs }, 'notification listener still down');
        if (!this.stopped) this.retry(Math.min(waitMs * 2, 30_000));
      });
    }, waitMs);
    timer.unref();
  }

  /** One failing handler must neither stop the others nor take the process down. */
  private safely(run: () => void): void {
    try {
      run();
    } catch (error) {
      this.options.log.error({ err: error }, 'notification handler failed');
    }
  }
}
