import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerOptions {
  databaseUrl: string;
  port: number;
  /** The same key across restarts: the sites' private keys are stored encrypted with it. */
  secretsKey: string;
  /** More settings (the game server's URL and secret, say). */
  env?: Record<string, string>;
}

/** Every server a test file started, killed when its worker exits however it exits. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The real server (`src/main.ts`) in its own Node process, as production runs it: its own pool,
 * migrations and demo seed at start, HTTP on 127.0.0.1. Output is kept for the failure message.
 */
export class ServerProcess {
  readonly url: string;
  private readonly child: ChildProcess;
  private readonly output: string[] = [];
  readonly exited: Promise<number | null>;

  constructor(options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
    this.child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: options.databaseUrl,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        SECRETS_KEY: options.secretsKey,
        // 32 members register from this one address within a second, as no real site sees: the registration
        // throttle is opened and each sign-up's proof of work costs a token amount (the client still solves it).
        POW_COST: '1',
        POW_COUNTER: '4',
        THROTTLE_RULES: JSON.stringify({
          registerPerAddress: { limit: 100_000, windowMs: 3_600_000 },
          registerPerDevice: { limit: 100_000, windowMs: 86_400_000 },
        }),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(this.child);
    const keep = (chunk: Buffer) => {
      // Fastify's start-up notes on schemas are not what a failure needs to show.
      this.output.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line && !line.includes('FSTWRN')),
      );
      if (this.output.length > 60) this.output.splice(0, this.output.length - 60);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code, signal) => {
        running.delete(this.child);
        resolve(code ?? (signal ? -1 : null));
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** The last lines the server wrote (warnings and errors at LOG_LEVEL=warn). */
  recentOutput(): string {
    return this.output.join('\n');
  }

  /** Resolves once `/readyz` answers 200; throws (never hangs) if the process exits or the time runs out. */
  async ready(timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let gone = false;
    void this.exited.then(() => {
      gone = true;
    });
    while (Date.now() < deadline) {
      if (gone) throw new Error(`the server exited before it was ready:\n${this.recentOutput()}`);
      try {
        const response = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(1_000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`the server was not ready within ${timeoutMs} ms:\n${this.recentOutput()}`);
  }

  /** SIGKILL: no draining, no pool close; in-flight transactions die with the connections. */
  async kill(): Promise<void> {
    if (this.alive) this.child.kill('SIGKILL');
    await this.exited;
  }
}
