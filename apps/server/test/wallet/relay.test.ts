import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, sites } from '../../src/db/schema/index.js';
import { houseAccount } from '../../src/modules/ledger/ledger.repository.js';
import { postEntry } from '../../src/modules/ledger/ledger.service.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'relayer1', password: 'secret12', confirmPassword: 'secret12' });
  const [wallet] = await ctx.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.siteId, site.id));
  const cashier = await houseAccount(ctx.database.db, site.id, 'HOUSE:CASHIER', 'USD');
  await postEntry(ctx.database.db, {
    siteId: site.id,
    kind: 'deposit',
    idempotencyKey: 'relay-dep',
    legs: [
      { accountId: cashier, amount: -4200n },
      { accountId: wallet!.id, amount: 4200n },
    ],
  });
});
afterAll(() => ctx.close());

describe('GET /wps/relay/GCS_merchantWallet', () => {
  it('401 without a token', async () => {
    const response = await new PortalClient(ctx.app, site.code).call('GET', '/wps/relay/GCS_merchantWallet');
    expect(response.statusCode).toBe(401);
  });

  it('400 for a malformed header, before any work', async () => {
    const response = await ctx.app.inject({
      url: '/wps/relay/GCS_merchantWallet',
      headers: { merchant: site.code, device: 'FAX' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('header.device');
  });

  it("answers the member's wallets in minor units", async () => {
    const response = await member.call('GET', '/wps/relay/GCS_merchantWallet');
    expect(response.json()).toEqual({
      success: true,
      value: [{ wallet: 'MAIN', name: 'Main wallet', currency: 'USD', balance: '4200', pending: '0' }],
    });
  });
});

describe('the relay route', () => {
  it('answers 404 for an unknown name and for a known name with another method', async () => {
    const unknown = await member.call('GET', '/wps/relay/NO_SUCH_CALL');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'params.name' });
    expect((await member.call('POST', '/wps/relay/GCS_merchantWallet', {})).statusCode).toBe(404);
  });

  it('closes with the site: 503 in maintenance', async () => {
    await ctx.database.db.update(sites).set({ status: 1 }).where(eq(sites.id, site.id));
    await ctx.app.sites.reload();
    const response = await member.call('GET', '/wps/relay/GCS_merchantWallet');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('MAINTENANCE');
    await ctx.database.db.update(sites).set({ status: 0 }).where(eq(sites.id, site.id));
    await ctx.app.sites.reload();
  });

  it('is documented with its known names', async () => {
    const document = (await ctx.app.inject({ url: '/docs/json' })).json();
    expect(document.paths['/wps/relay/{name}'].get.description).toContain('GET GCS_merchantWallet');
  });
});
