import { announcements, paymentChannels } from '../../src/db/schema/index.js';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { type BuiltSite, buildSite, fundMember, makeAgent, memberIdOf, placeUnder } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import type { PortalClient } from '../portal-client.js';

/** Who takes part: top > mid (agents) > leaf; rival (an agent) > stranger; far, an agent of another site. */
export const people = {
  top: 'pgtop001',
  mid: 'pgmid001',
  leaf: 'pgleaf01',
  rival: 'pgrival1',
  stranger: 'pgstrang',
  far: 'pgfar001',
} as const;
export type Person = keyof typeof people;

export interface PagesWorld {
  ctx: TestContext;
  site: BuiltSite;
  otherSite: BuiltSite;
  clients: Record<Person, PortalClient>;
  /** Each one's bank account, for withdrawals. */
  bankAccounts: Record<Person, string>;
  operator: OperatorCall;
  /** The site's payment channels: an instant (demo) one and a bank transfer an operator confirms. */
  channels: { demo: string; bank: string };
}

async function channelsOf(ctx: TestContext, site: BuiltSite) {
  const rows = await ctx.database.db
    .insert(paymentChannels)
    .values([
      {
        siteId: site.id,
        code: 'DEMO',
        kind: 'instant_demo',
        name: 'Instant (demo)',
        minAmount: 100n,
        maxAmount: 10_000_00n,
      },
      {
        siteId: site.id,
        code: 'BANK',
        kind: 'bank_transfer',
        name: 'Bank transfer',
        minAmount: 100n,
        maxAmount: 10_000_00n,
      },
    ])
    .returning({ id: paymentChannels.id });
  return { demo: String(rows[0]!.id), bank: String(rows[1]!.id) };
}

/** Both sites, the people in their trees, an operator of the first site; no money moved yet. */
export async function buildPagesWorld(): Promise<PagesWorld> {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const site = await buildSite(db);
  const otherSite = await buildSite(db);
  await ctx.app.sites.reload();
  const channels = await channelsOf(ctx, site);
  await channelsOf(ctx, otherSite);
  const clients = {} as Record<Person, PortalClient>;
  const bankAccounts = {} as Record<Person, string>;
  for (const [role, username] of Object.entries(people) as [Person, string][]) {
    ({ client: clients[role], bankAccountId: bankAccounts[role] } = await setUpWithdrawer(
      ctx,
      role === 'far' ? otherSite : site,
      username,
    ));
  }
  const id = (role: Person) => memberIdOf(db, role === 'far' ? otherSite.id : site.id, people[role]);
  for (const agent of ['top', 'mid', 'rival', 'far'] as const) {
    await makeAgent(db, await id(agent));
    // A new session carries the agent role.
    await clients[agent].login(people[agent], 'secret12');
  }
  await placeUnder(db, await id('top'), [await id('mid')]);
  await placeUnder(db, await id('mid'), [await id('leaf')]);
  await placeUnder(db, await id('rival'), [await id('stranger')]);
  // The agents pay their teams with real money (an operator's credit would count as a bonus).
  await fundMember(db, site.id, people.top, 500_00n);
  await fundMember(db, site.id, people.rival, 500_00n);
  const operator = await signInOperator(ctx, site.code, 'pages-op', [site.id]);
  return { ctx, site, otherSite, clients, bankAccounts, operator, channels };
}

/** A notice for agents (or another type), live from `startsAt` until `endsAt`. */
export function notice(
  siteId: number,
  title: Record<string, string>,
  startsAt: Date,
  extra: { type?: string; endsAt?: Date } = {},
) {
  return {
    siteId,
    type: extra.type ?? 'AG',
    title,
    content: Object.fromEntries(Object.entries(title).map(([language, text]) => [language, `${text}: details`])),
    startsAt,
    endsAt: extra.endsAt ?? null,
  };
}

export { announcements };
