import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sites } from '../src/db/schema/index.js';
import { checkLedger } from '../src/modules/ledger/ledger-check.repository.js';
import { type BuiltSite, buildSite, fundMember, offerTransferVendor } from './factories.js';
import type { TestContext } from './harness.js';
import { PortalClient } from './portal-client.js';
import { createProviderApp } from './provider/provider-setup.js';
import { adminQuery } from './scratch-postgres.js';
import { until } from './until.js';

let ctx: TestContext;
let site: BuiltSite;
let base: string;
let token: string;
let databaseName: string;

const terminateBackends = () =>
  adminQuery(
    inject('serverUrl'),
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [databaseName],
  );

const call = async (path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      merchant: site.code,
      authorization: token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { code?: string };
  return { status: response.status, code: answer.code, retryAfter: response.headers.get('retry-after') };
};

/** Renames the site in the database and waits until this instance has heard of it. */
async function renameSiteAndSeeIt(name: string) {
  await ctx.database.db.update(sites).set({ name }).where(eq(sites.id, site.id));
  await until(() => ctx.app.sites.byId(site.id)?.name === name);
}

beforeAll(async () => {
  ctx = await createProviderApp({ SITE_LISTEN_RETRY_MS: 50, LOG_LEVEL: 'error' });
  site = await buildSite(ctx.database.db);
  await offerTransferVendor(ctx.database.db, site.id, 'SV3', 'SV388 Cockfight');
  await ctx.app.sites.reload();
  const member = new PortalClient(ctx.app, site.code, '10.70.0.1');
  await member.register({ username: 'steady01', password: 'secret12', confirmPassword: 'secret12' });
  token = member.token!;
  await fundMember(ctx.database.db, site.id, 'steady01', 1_000_00n);
  databaseName = new URL(ctx.database.url).pathname.slice(1);
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.close());

describe('losing the database', () => {
  it('answers 503 DATABASE_UNAVAILABLE, never dies, and recovers when backends are killed under load', async () => {
    const answers: Awaited<ReturnType<typeof call>>[] = [];
    // Reads, and money moves: a transfer holds its connection across a transaction's statements.
    const transfer = (n: number) => ({
      from: n % 2 ? 'SV3' : 'MAIN',
      to: n % 2 ? 'MAIN' : 'SV3',
      amount: '1.00',
      transactionId: `outage-${n}`,
    });
    const calls = [
      () => call('/wps/member/info'),
      () => call('/wps/v2/wallets/balance'),
      (n: number) => call('/wps/relay/GCS_walletTransfer', transfer(n)),
    ];
    let sent = 0;
    const worker = async () => {
      while (sent < 300) {
        const n = sent++;
        answers.push(await calls[n % calls.length]!(n));
        if (answers.length % 50 === 0) await terminateBackends();
      }
    };
    await Promise.all(Array.from({ length: 16 }, worker));
    // 200, 503, or a transfer from SV3 refused for its balance (the one that filled it failed).
    const others = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
    expect(others.filter((answer) => answer.code !== 'INSUFFICIENT_FUNDS')).toEqual([]);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.every((answer) => answer.code === 'DATABASE_UNAVAILABLE' && answer.retryAfter === '5')).toBe(true);
    // Back by itself: the pool connects anew (an idle client killed by the last burst may still be handed out
    // once before its error event is seen, so poll), and the site listener is listening again.
    await until(async () => (await call('/wps/member/info')).status === 200, 40);
    await until(() => ctx.app.sites.listening);
    await renameSiteAndSeeIt('After the kills');
    const ledger = await checkLedger(ctx.database.db);
    expect([ledger.total, ledger.drifted.length, ledger.misstated.length]).toEqual([0n, 0, 0]);
    // No connection was leaked by a transaction that lost its server (every client is back in the pool).
    await until(() => ctx.database.pool.totalCount === ctx.database.pool.idleCount);
  });

  it('says so on /readyz during an outage of seconds, and the listener comes back after it', async () => {
    await adminQuery(inject('serverUrl'), `ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS false`);
    await terminateBackends();
    try {
      await until(async () => (await fetch(`${base}/readyz`)).status === 503);
      const during = await call('/wps/member/info');
      expect(during).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(ctx.app.sites.listening).toBe(false);
      // Well past one second, so the listener has failed to reconnect several times.
      const started = Date.now();
      await until(async () => {
        expect((await fetch(`${base}/readyz`)).status).toBe(503);
        return Date.now() - started > 1500;
      });
    } finally {
      await adminQuery(inject('serverUrl'), `ALTER DATABASE "${databaseName}" ALLOW_CONNECTIONS true`);
    }
    await until(async () => (await fetch(`${base}/readyz`)).status === 200);
    await until(() => ctx.app.sites.listening);
    await renameSiteAndSeeIt('After the outage');
    expect((await call('/wps/member/info')).status).toBe(200);
    await until(() => ctx.database.pool.totalCount === ctx.database.pool.idleCount);
  });
});
