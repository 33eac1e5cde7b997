import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What goes wrong with a call: answered 502 without reaching the target, applied there and its answer lost, or
 * applied there and its answer held back for ever (the caller waits until it dies or gives up).
 */
export type Fault = 'unreachable' | 'answer-lost' | 'hold';

/**
 * A pass-through between the game server and the portal on 127.0.0.1 that breaks chosen calls, the way a
 * network or a proxy does: the portal and the game server stay the real ones.
 */
export class FaultProxy {
  target = '';
  /** Every call that came through, by path, faults included. */
  readonly calls: string[] = [];
  /** The calls the target answered (applied there), by path, whatever became of the answer. */
  readonly answered: string[] = [];
  private readonly faults: { path: string; fault: Fault; remaining: number }[] = [];

  private constructor(private readonly server: http.Server) {}

  static async start(): Promise<FaultProxy> {
    const server = http.createServer();
    const proxy = new FaultProxy(server);
    server.on('request', (request, response) => void proxy.pass(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The next `times` calls to `path` fail with `fault`. */
  fail(path: string, fault: Fault, times = 1): void {
    this.faults.push({ path, fault, remaining: times });
  }

  private takeFault(path: string): Fault | null {
    const rule = this.faults.find((candidate) => candidate.path === path && candidate.remaining > 0);
    if (!rule) return null;
    rule.remaining--;
    return rule.fault;
  }

  private async pass(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = request.url ?? '/';
    this.calls.push(path);
    const fault = this.takeFault(path);
    if (fault === 'unreachable') {
      response.writeHead(502).end();
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
    ) as Record<string, string>;
    let answer: Response;
    let body: Buffer;
    try {
      answer = await fetch(new URL(path, this.target), {
        method: request.method ?? 'GET',
        headers,
        ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
      });
      body = Buffer.from(await answer.arrayBuffer());
    } catch {
      // The target is down: a proxy answers 502.
      response.writeHead(502).end();
      return;
    }
    this.answered.push(path);
    if (fault === 'answer-lost') {
      response.destroy();
      return;
    }
    if (fault === 'hold') return;
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(body);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
