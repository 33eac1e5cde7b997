import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { demoAccounts } from '../src/db/seed/demo-members.js';
import { seedDemoIfEmpty } from '../src/db/seed/seed.js';
import { createTestDatabase } from './harness.js';
import { PortalClient } from './portal-client.js';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedDemoIfEmpty(database.db)).toBe(true);
  app = await buildApp({ config: testConfig({ WEB_DIST: '/nonexistent', DEFAULT_MERCHANT: 'AUR' }), database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('demo seed', () => {
  it('runs once: a second start leaves the data alone', async () => {
    expect(await seedDemoIfEmpty(database.db)).toBe(false);
  });

  it.each(['AUR', 'LTS'])('gives site %s a player and an agent that sign in', async (code) => {
    const [player, agent] = demoAccounts;
    const asPlayer = await new PortalClient(app, code).login(player.username, player.password);
    expect(asPlayer.json().value.role).toBe('member');
    const asAgent = await new PortalClient(app, code).login(agent.username, agent.password, { agent: true });
    expect(asAgent.json().value.role).toBe('agent');
    const invitation = await new PortalClient(app, code).call(
      'GET',
      `/wps/agent/affiliate?code=${agent.affiliateCode}`,
    );
    expect(invitation.json().value.valid).toBe(true);
  });
});
