import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import { loadAllSites } from './site.repository.js';

interface Snapshot {
  byCode: Map<string, Site>;
  byDomain: Map<string, Site>;
}

function snapshotOf(siteList: Site[]): Snapshot {
  const byCode = new Map<string, Site>();
  const byDomain = new Map<string, Site>();
  for (const site of siteList) {
    byCode.set(site.code.toLowerCase(), site);
    for (const domain of site.domains) byDomain.set(domain, site);
  }
  return { byCode, byDomain };
}

/** The host name of a `Host` header, without port and in lower case (`[::1]:3000` -> `[::1]`). */
export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const lower = host.toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  const colon = lower.indexOf(':');
  return colon === -1 ? lower : lower.slice(0, colon);
}

/**
 * Every request needs its site, so sites are read once into memory and re-read when PostgreSQL
 * says they changed (a trigger NOTIFYs `site_changed`), with a periodic refresh as a safety net
 * for a dropped LISTEN connection. Any number of instances stay consistent this way.
 */
export class SiteRegistry {
  private snapshot: Snapshot = snapshotOf([]);
  private listener: pg.Client | null = null;
  private refreshTimer: NodeJS.Timeout | null = null;
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  private stopped = false;

  constructor(
    private readonly options: {
      db: Database;
      databaseUrl: string;
      defaultCode: string;
      refreshSeconds: number;
      log: FastifyBaseLogger;
      /** First wait before the LISTEN connection is tried again; it doubles up to 30 s. */
      listenRetryMs?: number;
    },
  ) {}

  async start(): Promise<void> {
    await this.reload();
    await this.listen();
    this.refreshTimer = setInterval(
      () => void this.reload().catch((error) => this.options.log.error({ err: error }, 'site refresh failed')),
      this.options.refreshSeconds * 1000,
    );
    this.refreshTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    await this.listener?.end().catch(() => {});
    await this.reloading?.catch(() => {});
  }

  /** Re-reads all sites; calls during a reload coalesce into one more reload after it. */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          this.snapshot = snapshotOf(await loadAllSites(this.options.db));
        } while (this.reloadAgain && !this.stopped);
      } finally {
        this.reloading = null;
      }
    })();
    return this.reloading;
  }

  /** The host's site, else the `Merchant` header's, else the default; `null` for an unknown merchant. */
  resolve(host: string | undefined, merchant: string | undefined): Site | null {
    const byHost = this.snapshot.byDomain.get(hostnameOf(host));
    if (byHost) return byHost;
    if (merchant) return this.snapshot.byCode.get(merchant.toLowerCase()) ?? null;
    return this.snapshot.byCode.get(this.options.defaultCode.toLowerCase()) ?? null;
  }

  byId(id: number): Site | null {
    for (const site of this.snapshot.byCode.values()) if (site.id === id) return site;
    return null;
  }

  byCode(code: string): Site | null {
    return this.snapshot.byCode.get(code.toLowerCase()) ?? null;
  }

  /** Whether the LISTEN connection is up (tests and readiness look at it). */
  get listening(): boolean {
    return this.listener !== null;
  }

  /**
   * LISTEN on a connection of its own. When it drops (the database restarted, the connection was
   * terminated), it is tried again with a doubling wait until it is back, however long the outage;
   * the sites are reloaded then, since changes made meanwhile sent no notification anyone heard.
   */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.options.databaseUrl });
    client.on('notification', () => {
      this.reload().catch((error) => this.options.log.error({ err: error }, 'site reload failed'));
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (this.listener === client) this.listener = null;
      client.end().catch(() => {});
      if (this.stopped) return;
      this.options.log.warn({ err: error }, 'site change listener lost; reconnecting');
      this.retryListen(this.options.listenRetryMs ?? 1000);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query('LISTEN site_changed');
    } catch (error) {
      lost = true;
      client.end().catch(() => {});
      throw error;
    }
    this.listener = client;
    // Changes made while the listener was down are picked up now (the periodic refresh, else).
    await this.reload().catch((error) => this.options.log.error({ err: error }, 'site reload failed'));
  }

  private retryListen(waitMs: number): void {
    const timer = setTimeout(() => {
      this.listen().catch((error) => {
        this.options.log.warn({ err: error, waitMs }, 'site change listener still down');
        if (!this.stopped) this.retryListen(Math.min(waitMs * 2, 30_000));
      });
    }, waitMs);
    timer.unref();
  }
}
