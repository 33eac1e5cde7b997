import {
  type ErrorCode,
  errorCatalog,
  failureEnvelopeSchema,
  providerResponses,
  type SeamlessAnswer,
  seamlessHeaders,
  seamlessPaths,
} from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../platform/errors.js';

/** Carries one signed request to the wallet and brings back its status and JSON answer. */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; json: unknown }>;

const timeoutMs = 5000;

/**
 * Real HTTP to this server's own listening socket (loopback), so the provider reaches the wallet
 * exactly as an outside provider would: through the router, the raw-body parser and the signature
 * check. The socket is the one base URL that is always right for this process (the request's Host
 * may name a proxy or a CDN). An app that is not listening (the server's inject-only tests) gets
 * the same bytes and headers through `inject`, which runs the same router.
 */
export function loopbackTransport(app: FastifyInstance): WalletTransport {
  return async (path, body, headers) => {
    const address = app.server.address();
    if (address && typeof address === 'object') {
      const host = ['0.0.0.0', '::'].includes(address.address)
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
      const response = await fetch(`http://${host}:${address.port}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, json: await response.json() };
    }
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });
    return { status: response.statusCode, json: response.json() };
  };
}

/** A refusal the wallet answered (its envelope's code and params), as opposed to no answer at all. */
export class WalletRefusal extends AppError {}

/** The built-in provider's side of the seam: signed calls to the seamless wallet. */
export class WalletClient {
  constructor(
    private readonly providerCode: string,
    private readonly secret: Buffer,
    private readonly transport: WalletTransport,
  ) {}

  private async call(path: string, payload: Record<string, unknown>): Promise<SeamlessAnswer> {
    const body = JSON.stringify(payload);
    const { status, json } = await this.transport(path, body, {
      [seamlessHeaders.provider]: this.providerCode,
      [seamlessHeaders.signature]: signBody(this.secret, body),
    });
    if (status === 200) return providerResponses.seamless.parse(json).value;
    const failure = failureEnvelopeSchema.safeParse(json);
    if (!failure.success) throw new Error(`wallet answered ${status} without an envelope`);
    const { code, params, field } = failure.data;
    throw new WalletRefusal(code as ErrorCode, {
      message: errorCatalog[code as ErrorCode]?.message,
      ...(params ? { params } : {}),
      ...(field ? { field } : {}),
    });
  }

  balance(sessionToken: string) {
    return this.call(seamlessPaths.balance, { sessionToken });
  }
  bet(sessionToken: string, transactionId: string, roundId: string, amount: bigint) {
    return this.call(seamlessPaths.bet, { sessionToken, transactionId, roundId, amount: String(amount) });
  }
  win(sessionToken: string, transactionId: string, roundId: string, amount: bigint, outcome: Record<string, unknown>) {
    return this.call(seamlessPaths.win, { sessionToken, transactionId, roundId, amount: String(amount), outcome });
  }
  rollback(sessionToken: string, transactionId: string, roundId: string, betTransactionId: string) {
    return this.call(seamlessPaths.rollback, { sessionToken, transactionId, roundId, betTransactionId });
  }
}
