import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookVendorPaths, vendorHeaders } from '@portal/contracts';
import { signatureMatches } from '@portal/contracts/signature';
import { LocalTransferWallet } from '../provider/local-book.js';

/**
 * A sportsbook vendor over HTTP for the bank run's server process: the transfer wallet of the tests' local
 * vendor (local-book.ts, its own ledger in memory) behind the book's signed calls, as the game server answers
 * them. The server process reaches it as its GAME_SERVER_URL; nothing else of the game server is needed here.
 */
export class BookVendorServer {
  readonly book = new LocalTransferWallet();
  readonly secret = randomBytes(32);
  readonly operator = 'bank';

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<BookVendorServer> {
    const server = http.createServer();
    const vendor = new BookVendorServer(server);
    server.on('request', (request, response) => void vendor.answer(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return vendor;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** What the server process needs to reach it. */
  get env(): Record<string, string> {
    return {
      GAME_SERVER_URL: this.url,
      GAME_SERVER_SECRET: this.secret.toString('base64'),
      GAME_SERVER_OPERATOR: this.operator,
    };
  }

  private async answer(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const send = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (!signatureMatches(this.secret, raw, String(request.headers[vendorHeaders.signature] ?? ''))) {
      return send(401, { code: 'SIGNATURE_INVALID', message: 'bad signature' });
    }
    const body = JSON.parse(raw.toString() || '{}');
    switch (request.url) {
      case bookVendorPaths.transfers: {
        const answer = await this.book.transfer(body);
        return answer.kind === 'answered' ? send(200, answer.transfer) : send(503, { code: 'UNAVAILABLE' });
      }
      case bookVendorPaths.transferStatus: {
        const answer = await this.book.transferStatus(body.key);
        return answer.kind === 'answered' ? send(200, answer.status) : send(503, { code: 'UNAVAILABLE' });
      }
      case bookVendorPaths.balance:
        return send(200, await this.book.balance(body));
      case bookVendorPaths.tickets:
        return send(200, await this.book.tickets(body));
      default:
        return send(404, { code: 'NOT_FOUND', message: 'no such call' });
    }
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
