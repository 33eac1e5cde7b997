import { failureEnvelopeSchema, type SeamlessAnswer, seamlessAnswerSchema, seamlessHeaders } from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
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
 */
export class WalletClient {
  constructor(private readonly settings: WalletSettings) {}

  async call(path: string, payload: Record<string, unknown>): Promise<SeamlessAnswer> {
    const body = JSON.stringify(payload);
    let response: Response;
    try {
      response = await fetch(new URL(path, this.settings.portalUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [seamlessHeaders.provider]: this.settings.providerCode,
          [seamlessHeaders.signature]: signBody(this.settings.secret, body),
        },
        body,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 3000),
      });
    } catch (error) {
      throw new WalletUnreachable(error instanceof Error ? error.message : String(error));
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.status >= 500) throw new WalletUnreachable(`the wallet answered ${response.status}`);
    const answer = answerSchema.safeParse(json);
    if (response.status === 200 && answer.success) return answer.data.value;
    const refusal = failureEnvelopeSchema.safeParse(json);
    if (!refusal.success) throw new WalletUnreachable(`the wallet answered ${response.status} outside the contract`);
    throw new WalletRefusal(refusal.data.code, refusal.data.params);
  }
}
