import type { JackpotLive, Language } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { liveOf } from './jackpot.service.js';

type Send = (live: JackpotLive) => void;
interface Watcher {
  siteId: number;
  language: Language;
  send: Send;
  /** What it was sent last, so an unchanged pool sends nothing. */
  last: string;
}

/** How often the pools being watched are read: every bet of a site moves its pool by its share. */
const defaultEveryMs = 2_000;

/**
 * The jackpot pools pushed to the browsers that watch them (the home page's ticker). Every instance reads the
 * pools its own watchers look at, every two seconds while anyone watches (a bet moves a pool by a few cents, and a
 * notification per bet would be thousands a second), and at once when a pool was won (`jackpot_won`). A watcher
 * gets the pool when it starts and then only when it changed. A read that fails (the database is gone) is logged
 * and tried at the next turn: the watchers keep the last figure they had.
 */
export class JackpotFeed {
  private readonly watchers = new Set<Watcher>();
  private timer: ReturnType<typeof setInterval> | null = null;
  /** A turn still reading (a slow database): the next turn is skipped rather than piled on it. */
  private reading = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = defaultEveryMs,
  ) {}

  get watching(): number {
    return this.watchers.size;
  }

  /** Starts sending the site's pool to `send`; answers how to stop. */
  async watch(siteId: number, language: Language, send: Send): Promise<() => void> {
    const watcher: Watcher = { siteId, language, send, last: '' };
    this.watchers.add(watcher);
    // Unreferenced: a timer left by an instance that stops must not keep the process alive.
    this.timer ??= setInterval(() => void this.turn(), this.everyMs).unref();
    await this.push([watcher]);
    return () => {
      this.watchers.delete(watcher);
      if (this.watchers.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  /** Reads the watched pools (of one site, when it is known which moved) and sends what changed. */
  refresh(siteId?: number): Promise<void> {
    return this.push([...this.watchers].filter((watcher) => siteId === undefined || watcher.siteId === siteId));
  }

  private async turn(): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    try {
      await this.refresh();
    } finally {
      this.reading = false;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.watchers.clear();
  }

  private async push(watchers: Watcher[]): Promise<void> {
    const groups = new Map<string, Watcher[]>();
    for (const watcher of watchers) {
      const key = `${watcher.siteId}:${watcher.language}`;
      groups.set(key, [...(groups.get(key) ?? []), watcher]);
    }
    for (const group of groups.values()) {
      const { siteId, language } = group[0]!;
      try {
        const live = await liveOf(this.db, siteId, language);
        const text = JSON.stringify(live);
        for (const watcher of group) {
          if (watcher.last === text) continue;
          watcher.last = text;
          watcher.send(live);
        }
      } catch (error) {
        this.log.warn({ err: error, siteId }, 'jackpot pool could not be read; the ticker keeps its last figure');
      }
    }
  }
}
