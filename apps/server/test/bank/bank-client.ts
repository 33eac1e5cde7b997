import {
  type EncKey,
  encryptionKeySchema,
  encryptPayload,
  importPublicKey,
  type PowChallenge,
} from '@portal/contracts';
import { powHeaderFor } from '@portal/contracts/pow-solver';

/**
 * What a request came to, as a client over a real network can know it: answered 200 (the call
 * happened), refused with a 4xx (it did not), or unknown (aborted, connection lost, 5xx, or 202: accepted and
 * still being finished): it may or may not have happened, and only sending the same key again tells.
 */
export type Outcome =
  | { kind: 'ok'; value: Record<string, unknown> }
  | { kind: 'refused'; status: number; code: string; pow?: PowChallenge }
  | { kind: 'unknown'; reason: string };

export interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  enc?: boolean;
  key?: string;
  /** Aborts the request this many milliseconds after it was sent. */
  abortAfterMs?: number;
}

/** The site's published key, fetched once and again only when the server says the key changed. */
export class SiteKey {
  private key: Promise<EncKey> | null = null;

  constructor(
    private readonly baseUrl: () => string,
    private readonly merchant: string,
  ) {}

  get(): Promise<EncKey> {
    this.key ??= (async () => {
      const response = await fetch(`${this.baseUrl()}/wps/system/encryptionKey`, {
        headers: { merchant: this.merchant, device: 'WEB' },
        signal: AbortSignal.timeout(5_000),
      });
      const published = encryptionKeySchema.parse(((await response.json()) as { value: unknown }).value);
      return importPublicKey(published.publicKey);
    })();
    this.key.catch(() => {
      this.key = null;
    });
    return this.key;
  }
}

/** Counts of what came back, for the report and for the no-5xx rule of the run without a kill. */
export interface Tally {
  ok: number;
  refused: number;
  aborted: number;
  connection: number;
  /** Accepted and still being finished (202: a vendor transfer its vendor has not confirmed yet). */
  pending: number;
  serverErrors: number;
  serverErrorSamples: string[];
  /** Per call (path with ids as :id): answers and their total milliseconds, for the report. */
  latency: Map<string, { count: number; totalMs: number; maxMs: number }>;
}

export const newTally = (): Tally => ({
  ok: 0,
  refused: 0,
  aborted: 0,
  connection: 0,
  pending: 0,
  serverErrors: 0,
  serverErrorSamples: [],
  latency: new Map(),
});

/** One browser-like client of the portal over HTTP: portal headers, its token, enc bodies. */
export class BankClient {
  token: string | null = null;

  constructor(
    private readonly baseUrl: () => string,
    private readonly merchant: string,
    private readonly siteKey: SiteKey,
    private readonly tally: Tally,
  ) {}

  /** Sends; a call refused for a proof of work (registration) is solved and sent again, as the browser does. */
  async send(call: Call): Promise<Outcome> {
    let outcome = await this.sendOnce(call);
    for (let attempt = 0; attempt < 5 && outcome.kind === 'refused' && outcome.pow; attempt++) {
      outcome = await this.sendOnce(call, await powHeaderFor(outcome.pow));
    }
    return outcome;
  }

  private async sendOnce(call: Call, proof?: string): Promise<Outcome> {
    const headers: Record<string, string> = { merchant: this.merchant, device: 'WEB' };
    if (proof) headers['x-pow'] = proof;
    if (this.token) headers.authorization = this.token;
    if (call.key) headers['idempotency-key'] = call.key;
    let body: string | undefined;
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      if (call.enc) {
        let encrypted: Awaited<ReturnType<typeof encryptPayload>>;
        try {
          encrypted = await encryptPayload(await this.siteKey.get(), call.body);
        } catch (error) {
          this.tally.connection++;
          return { kind: 'unknown', reason: `encryption key: ${String(error)}` };
        }
        headers['x-key'] = encrypted.key;
        body = JSON.stringify(encrypted.body);
      } else {
        body = JSON.stringify(call.body);
      }
    }
    const started = performance.now();
    const abort = new AbortController();
    const timers = [setTimeout(() => abort.abort(new Error('timed out')), 15_000)];
    if (call.abortAfterMs !== undefined) {
      timers.push(setTimeout(() => abort.abort(new Error('aborted midway')), call.abortAfterMs));
    }
    try {
      const response = await fetch(`${this.baseUrl()}${call.path}`, {
        method: call.method,
        headers,
        ...(body === undefined ? {} : { body }),
        signal: abort.signal,
      });
      const text = await response.text();
      this.time(call, started);
      return this.classify(response.status, text, call);
    } catch (error) {
      if (abort.signal.aborted) {
        this.tally.aborted++;
        return { kind: 'unknown', reason: String(abort.signal.reason) };
      }
      this.tally.connection++;
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { kind: 'unknown', reason: `connection: ${cause ?? String(error)}` };
    } finally {
      for (const timer of timers) clearTimeout(timer);
    }
  }

  private time(call: Call, started: number) {
    const name = `${call.method} ${call.path.replace(/\/\d+\//, '/:id/').replace(/\?.*/, '')}`;
    const row = this.tally.latency.get(name) ?? { count: 0, totalMs: 0, maxMs: 0 };
    const ms = performance.now() - started;
    row.count++;
    row.totalMs += ms;
    row.maxMs = Math.max(row.maxMs, ms);
    this.tally.latency.set(name, row);
  }

  private classify(status: number, text: string, call: Call): Outcome {
    let envelope: { success?: boolean; value?: Record<string, unknown>; code?: string; pow?: PowChallenge } = {};
    try {
      envelope = JSON.parse(text);
    } catch {
      // not JSON: classified by its status alone
    }
    if (status === 200 && envelope.success === true) {
      this.tally.ok++;
      return { kind: 'ok', value: envelope.value ?? {} };
    }
    // Accepted, not finished: a vendor transfer whose vendor has not confirmed it yet (or the same key's first
    // attempt still waiting for the vendor). It finishes by itself; sending the key again tells how.
    if (status === 202 && envelope.success === true) {
      this.tally.pending++;
      return { kind: 'unknown', reason: 'pending' };
    }
    if (status >= 400 && status < 500) {
      this.tally.refused++;
      const code = envelope.code ?? `HTTP_${status}`;
      const asksProof = (code === 'POW_REQUIRED' || code === 'POW_INVALID') && envelope.pow;
      return { kind: 'refused', status, code, ...(asksProof ? { pow: envelope.pow } : {}) };
    }
    this.tally.serverErrors++;
    if (this.tally.serverErrorSamples.length < 10) {
      this.tally.serverErrorSamples.push(`${call.method} ${call.path} -> ${status} ${text.slice(0, 200)}`);
    }
    return { kind: 'unknown', reason: `HTTP ${status}` };
  }
}
