import { failureEnvelopeSchema, type SeamlessAnswer, seamlessAnswerSchema, seamlessHeaders } from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import { Pool } from 'undici';
import { z } from 'zod';

/** The operator's wallet said no (insufficient funds, a closed session...): final, never retried. */
export class WalletRefusal extends Error {
  constructor(
    readonly code: string,
    readonly params: Record<string, string | number> | undefined,
  ) {
    super(`the wallet refused: ${code}`);
  }
}

/** No usable answer (no connection, a timeout, a 5xx): the call may or may not have been applied. */
export class WalletUnreachable extends Error {}

export interface WalletSettings {
  portalUrl: string;
  providerCode: string;
  secret: Buffer;
  /** How long one call waits (3 s): a bet is tried three times, so a player never waits much longer than 10 s. */
  timeoutMs?: number;
}

const answerSchema = z.object({ success: z.literal(true), value: seamlessAnswerSchema });

/**
 * Signed calls to the operator's seamless wallet (`seamlessPaths`), as any vendor makes them. An answer is
 * a balance, a refusal (the envelope's code) or WalletUnreachable; retrying is the caller's choice, since
 * only the caller knows whether the call is idempotent under its transaction id (every money call is).
 * Calls go through one keep-alive pool of connections to the wallet (undici's): every spin makes two, and the
 * global fetch's streams, Response objects and abort signals were a quarter of the game server's CPU under load.
 */
export class WalletClient {
  private readonly pool: Pool;
  private readonly base: URL;

  constructor(private readonly settings: WalletSettings) {
    this.base = new URL(settings.portalUrl);
    const timeout = settings.timeoutMs ?? 3000;
    // Each limit is the call's: connecting, the answer's headers, then each wait between parts of its body.
    this.pool = new Pool(this.base.origin, { connectTimeout: timeout, headersTimeout: timeout, bodyTimeout: timeout });
  }

  /** Ends the pool's connections (the app is closing). */
  close(): Promise<void> {
    return this.pool.close();
  }

  async call(path: string, payload: Record<string, unknown>): Promise<SeamlessAnswer> {
    const body = JSON.stringify(payload);
    let status: number;
    let json: unknown;
    try {
      const response = await this.pool.request({
        path: new URL(path, this.base).pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [seamlessHeaders.provider]: this.settings.providerCode,
          [seamlessHeaders.signature]: signBody(this.settings.secret, body),
        },
        body,
      });
      status = response.statusCode;
      json = await response.body.json().catch(() => null);
    } catch (error) {
      throw new WalletUnreachable(error instanceof Error ? error.message : String(error));
    }
    if (status >= 500) throw new WalletUnreachable(`the wallet answered ${status}`);
    const answer = answerSchema.safeParse(json);
    if (status === 200 && answer.success) return answer.data.value;
    const refusal = failureEnvelopeSchema.safeParse(json);
    if (!refusal.success) throw new WalletUnreachable(`the wallet answered ${status} outside the contract`);
    throw new WalletRefusal(refusal.data.code, refusal.data.params);
  }
}
