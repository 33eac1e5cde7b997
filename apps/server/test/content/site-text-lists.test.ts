import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPoints } from '../../src/demo/demo-points.js';
import { auroraSite, lotusSite } from '../../src/demo/demo-sites.js';
import { seedDemoVip } from '../../src/demo/demo-vip.js';
import { insertSite } from '../../src/demo/site-writer.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// The console reads what it edits (issue 25 "Content"): the site's VIP levels and points-mall rewards with
// every language's texts. 401 -> 403 (another site's operator; a role outside content) -> 200.
let ctx: TestContext;
let operator: OperatorCall;
let lotusId: number;
const levels = '/wps/operator/texts/vip-levels';
const rewards = '/wps/operator/texts/point-rewards';

beforeAll(async () => {
  ctx = await createTestApp();
  await insertSite(ctx.database.db, auroraSite);
  lotusId = await insertSite(ctx.database.db, lotusSite);
  for (const code of ['AUR', 'LTS']) {
    await seedDemoVip(ctx.database.db, code);
    await seedDemoPoints(ctx.database.db, code);
  }
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, 'AUR', 'textlist1', null, 'content');
});
afterAll(() => ctx.close());

describe('operator lists of site texts', () => {
  it('refuses without a token, another site’s operator and a role outside content', async () => {
    const stranger = await signInOperator(ctx, 'LTS', 'textlist2', [lotusId]);
    const finance = await signInOperator(ctx, 'AUR', 'textlist3', null, 'finance');
    for (const path of [levels, rewards]) {
      expect((await new PortalClient(ctx.app, 'AUR').call('GET', path)).statusCode).toBe(401);
      expect((await stranger('GET', path, undefined, { merchant: 'AUR' })).statusCode).toBe(403);
      expect((await finance('GET', path)).statusCode).toBe(403);
    }
  });

  it('lists the levels and rewards with every language, and a write shows in the next read', async () => {
    const read = async (path: string) => (await operator('GET', path)).json().value;
    const listed = await read(levels);
    expect(listed.map((level: { level: number }) => level.level)).toEqual([0, 1, 2, 3, 4]);
    expect(listed[1].names).toMatchObject({ EN: 'Bronze', TY: 'Đồng' });
    const [reward] = await read(rewards);
    expect(reward).toMatchObject({ units: { TY: 'cái' } });
    expect(typeof reward.requiredPoints).toBe('number');
    const written = await operator('PUT', `${rewards}/${reward.id}`, { names: { EN: 'Mug', TY: 'Cốc' } });
    expect(written.statusCode, written.body).toBe(200);
    expect((await read(rewards))[0].names).toEqual({ EN: 'Mug', TY: 'Cốc' });
  });
});
