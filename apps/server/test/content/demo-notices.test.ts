import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/demo/seed.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

/**
 * Issue 22, finding 25: a brand-new member of a demo site was told "your weekly cashback is ready",
 * dated before the account existed, while the cashback promotion said "Coming soon". What the site
 * announces to everyone speaks for a promotion that runs now and claims nothing about one member.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

type Item = { id: string; title: string; content: string; promotionType: string | null };
type Promotion = { code: string; startsAt: string; endsAt: string | null };

describe.each(['AUR', 'LTS'])('demo site %s, to a member who has just registered', (site) => {
  it('announces only promotions that run now, and no reward of its own to everyone', async () => {
    const member = new PortalClient(ctx.app, site).speaking('EN');
    const registered = await member.register({
      username: `fresh${site.toLowerCase()}1`,
      password: 'secret12',
      confirmPassword: 'secret12',
      ...(site === 'LTS' ? { realName: 'Fresh Member' } : {}),
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const { popups, promotions } = (await member.call('GET', '/wps/announcements/v2?types=PU,PR')).json().value;
    const promotionList: Promotion[] = (await member.call('GET', '/wps/promotions')).json().value;
    const now = Date.now();
    const running = new Set(
      promotionList
        .filter((p) => Date.parse(p.startsAt) <= now && (!p.endsAt || Date.parse(p.endsAt) > now))
        .map((p) => p.code),
    );
    const speaking: Item[] = [...popups, ...promotions].filter((item: Item) => item.promotionType);
    expect(speaking.length).toBeGreaterThan(0);
    for (const item of speaking) expect([item.title, running.has(item.promotionType!)]).toEqual([item.title, true]);
    // The cashback is coming in a week: nothing says it is ready, or mentions it yet.
    expect(running.has('CASHBACK')).toBe(false);
    for (const item of [...popups, ...promotions] as Item[]) {
      expect(`${item.title} ${item.content}`).not.toMatch(/cashback|\byour\b.*\bready\b/i);
    }
  });
});
