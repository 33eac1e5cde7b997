import { type Clock, systemClock } from '../clock.js';
import type { ThrottleRule, ThrottleRuleName, ThrottleRules } from './rules.js';

export type { ThrottleRule } from './rules.js';

/**
 * The one way to limit (issue 10): every limit in the portal (sign-in failures, SMS codes and sends,
 * captchas, payment passwords, free play, password-reset mails) is a rule counted here. A hit counts
 * and decides in one atomic step of the store, so a parallel burst cannot all pass one check.
 */

/** What the store holds for a key after a hit (or a look). */
export interface ThrottleState {
  count: number;
  windowStartMs: number;
  blockedUntilMs: number | null;
}

/** Where counters live: PostgreSQL by default, Redis when several instances share one (`REDIS_URL`). */
export interface ThrottleStore {
  /** Adds one hit and answers the state after it, atomically. */
  hit(key: string, rule: ThrottleRule, nowMs: number): Promise<ThrottleState>;
  /** The state without counting. */
  peek(key: string): Promise<ThrottleState | null>;
  /** Takes one hit back (an attempt that was counted but never tried, e.g. refused for its captcha). */
  release(key: string): Promise<void>;
  /** Forgets the key (a success that clears the failures before it). */
  reset(key: string): Promise<void>;
  close?(): Promise<void>;
}

export interface ThrottleDecision {
  allowed: boolean;
  /** Hits in the window, this one included. */
  count: number;
  /** How long until a refused key may try again (0 when allowed). */
  retryAfterMs: number;
}

/** A limit for a key that is only counted (its count drives another decision, e.g. a captcha). */
export const countOnly = 2 ** 31 - 1;

/**
 * Whether a stored state still counts at `nowMs`: a blocked key until its block ends, any other key
 * until its window ends. A state that no longer counts starts afresh at the next hit (the stores
 * apply the same rule inside their atomic step).
 */
export function isLive(state: ThrottleState, rule: ThrottleRule, nowMs: number): boolean {
  return state.blockedUntilMs !== null ? state.blockedUntilMs > nowMs : state.windowStartMs + rule.windowMs > nowMs;
}

function retryAfter(state: ThrottleState, rule: ThrottleRule, nowMs: number): number {
  const until = state.blockedUntilMs ?? state.windowStartMs + rule.windowMs;
  return Math.max(until - nowMs, 0);
}

/** One limit applied to one subject (an account, an address, a number, a code). */
export class ThrottleKey {
  constructor(
    private readonly store: ThrottleStore,
    private readonly clock: Clock,
    readonly key: string,
    readonly rule: ThrottleRule,
  ) {}

  /** Counts a hit and decides on it in the same atomic step. */
  async consume(): Promise<ThrottleDecision> {
    const now = this.clock();
    const state = await this.store.hit(this.key, this.rule, now);
    const allowed = state.count <= this.rule.limit;
    return { allowed, count: state.count, retryAfterMs: allowed ? 0 : retryAfter(state, this.rule, now) };
  }

  /**
   * Whether a next hit would be allowed, without counting it, and the hits that count now: for a
   * question such as "is a captcha due". A decision that must hold is taken by `consume`, not here.
   */
  async peek(): Promise<ThrottleDecision> {
    const now = this.clock();
    const state = await this.store.peek(this.key);
    if (!state || !isLive(state, this.rule, now)) return { allowed: true, count: 0, retryAfterMs: 0 };
    const allowed = state.count + 1 <= this.rule.limit;
    return { allowed, count: state.count, retryAfterMs: allowed ? 0 : retryAfter(state, this.rule, now) };
  }

  release(): Promise<void> {
    return this.store.release(this.key);
  }

  reset(): Promise<void> {
    return this.store.reset(this.key);
  }
}

/** The limits of the portal over one store and one clock (injected in tests, so no test sleeps). */
export class Throttle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly rules: ThrottleRules,
    readonly clock: Clock = systemClock,
  ) {}

  /** A fixed rule (rules.ts) for a subject. */
  of(name: ThrottleRuleName, subject: string): ThrottleKey {
    return new ThrottleKey(this.store, this.clock, `${name}:${subject}`, this.rules[name]);
  }

  /** A rule set elsewhere (a site's sign-in lockout) under its own name, for a subject. */
  custom(name: string, rule: ThrottleRule, subject: string): ThrottleKey {
    return new ThrottleKey(this.store, this.clock, `${name}:${subject}`, rule);
  }

  close(): Promise<void> {
    return this.store.close?.() ?? Promise.resolve();
  }
}
