import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { PgListener } from '../../platform/pg-listener.js';
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
 * says they changed (a trigger NOTIFYs `site_changed`, heard through the instance's PgListener), with
 * a periodic refresh as a safety net for a dropped LISTEN connection. Any number of instances stay
 * consistent this way.
 */
export class SiteRegistry {
  private snapshot: Snapshot = snapshotOf([]);
  private refreshTimer: NodeJS.Timeout | null = null;
  private reloading: Promise<void> | null = null;
  private reloadAgain = false;
  private stopped = false;

  constructor(
    private readonly options: {
      db: Database;
      /** Hears `site_changed`; the caller starts and stops it. */
      listener: PgListener;
      defaultCode: string;
      refreshSeconds: number;
      log: FastifyBaseLogger;
    },
  ) {
    options.listener.on('site_changed', this.reloadLogged);
    // Changes made while nobody listened sent no notification anyone heard: read them on (re)connecting.
    options.listener.onConnected(this.reloadLogged);
  }

  /** A reload whose failure is logged (the next change, reconnect or refresh tries again). */
  private readonly reloadLogged = () =>
    void this.reload().catch((error) => this.options.log.error({ err: error }, 'site reload failed'));

  /** Reads the sites; call before the listener starts, so requests never meet an empty registry. */
  async start(): Promise<void> {
    await this.reload();
    this.refreshTimer = setInterval(this.reloadLogged, this.options.refreshSeconds * 1000);
    this.refreshTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
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

  /** Whether site changes are being heard now (tests and readiness look at it). */
  get listening(): boolean {
    return this.options.listener.listening;
  }
}
