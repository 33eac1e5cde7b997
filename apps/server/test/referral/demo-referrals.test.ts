import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { demoAccounts } from '../../src/demo/demo-members.js';
import { seedDemoIfEmpty } from '../../src/demo/seed.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { createTestDatabase } from '../harness.js';
import { PortalClient } from '../portal-client.js';

// The demo sites' referral: the code field on the form, the rules, and player01's three friends.
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoIfEmpty(database.db);
  app = await buildApp({ config: testConfig({ WEB_DIST: '/nonexistent', DEFAULT_MERCHANT: 'AUR' }), database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('demo referrals', () => {
  it.each([
    ['AUR', '500', '2000'],
    ['LTS', '125000', '500000'],
  ])(
    'site %s: rules, the registration field, and player01 with one friend rewarded',
    async (code, reward, minDeposit) => {
      const player = demoAccounts[1];
      const client = new PortalClient(app, code);
      await client.login(player.username, player.password);
      const summary = (await client.call('GET', '/wps/referral')).json().value;
      expect(summary.rules).toMatchObject({ reward, minDeposit, withinDays: 7, monthlyCap: 10 });
      expect(summary.totals).toMatchObject({ referred: 3, qualified: 1, rewarded: 1, earned: reward });
      const list = (await client.call('GET', '/wps/referral/members')).json().value;
      expect(
        list.items.map((item: { account: string; state: string; deposited: boolean }) => [
          item.account,
          item.state,
          item.deposited,
        ]),
      ).toEqual([
        ['lu***d3', 'pending', false],
        ['lu***d2', 'pending', true],
        ['lu***d1', 'rewarded', true],
      ]);
      const permission = (await new PortalClient(app, code).call('GET', '/wps/system/permission')).json().value;
      const rule = permission.info.register.rules.find((entry: { field: string }) => entry.field === 'referralCode');
      expect(rule).toMatchObject({ enabled: true, required: false });
      expect(await checkLedger(database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
    },
  );
});
