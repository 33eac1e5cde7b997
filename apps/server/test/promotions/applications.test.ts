import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { jpegBytes, multipartBody, pngBytes } from '../multipart.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addSlotAndLive } from './play-setup.js';

// Manual promotions: an application with a comment of at most 140 characters and up to three PNG or
// JPEG images of at most 5 MB, reviewed by the operator (approved: issued at once; rejected), once.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
const db = () => ctx.database.db;
const image = (content: Buffer, type = 'image/png', filename = 'shot.png') => ({
  name: 'image',
  filename,
  type,
  content,
});

async function apply(client: PortalClient, comment: string, files: ReturnType<typeof image>[] = [], code = 'VIPCLAIM') {
  const { payload, headers } = await multipartBody({ comment }, files);
  return ctx.app.inject({
    method: 'POST',
    url: `/wps/promotions/${code}/apply`,
    headers: { merchant: site.code, authorization: client.token ?? '', ...headers },
    payload,
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'applyop1', [site.id]);
  const definition = {
    code: 'VIPCLAIM',
    kind: 'manual',
    title: { EN: 'Tell us your big win' },
    terms: { EN: 'Send a screenshot; we review within a day.' },
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    rules: { amount: '2500' },
    turnover: { multiple: 1, base: 'bonus' },
  };
  expect((await operator('POST', '/wps/operator/promotions', definition)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('manual promotion applications', () => {
  it('refuse without a session, bad comments and files naming the field, and change nothing', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    expect((await apply(anonymous, 'hello')).statusCode).toBe(401);
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'applicant1', password: 'secret12', confirmPassword: 'secret12' });
    const cases: [string, ReturnType<typeof image>[], string][] = [
      ['x'.repeat(141), [], 'body.comment'],
      ['', [], 'body.comment'],
      ['four files', [1, 2, 3, 4].map(() => image(pngBytes())), 'body.image'],
      ['not an image', [image(Buffer.from('%PDF-1.7 a document here'), 'application/pdf', 'a.pdf')], 'body.image'],
      ['too large', [image(pngBytes(5 * 1024 * 1024 + 1))], 'body.image'],
    ];
    for (const [comment, files, field] of cases) {
      const response = await apply(client, comment, files);
      expect([response.statusCode, response.json().field], field).toEqual([400, field]);
    }
    const other = await apply(client, 'wrong kind', [], 'NOSUCHCODE');
    expect(other.statusCode).toBe(404);
    const stored = await db().execute<{ n: number }>(sql`SELECT count(*)::integer AS n FROM promotion_grants`);
    expect(stored.rows[0]!.n).toBe(0);
  });

  it('takes one application, and the operator issues its bonus once', async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'applicant2', password: 'secret12', confirmPassword: 'secret12' });
    const sent = await apply(client, 'My jackpot on Lucky Sevens', [
      image(pngBytes()),
      image(jpegBytes(), 'image/jpeg', 'b.jpg'),
    ]);
    expect(sent.statusCode).toBe(200);
    expect(
      sent.json().value.items.find((item: { promotion: { code: string } }) => item.promotion.code === 'VIPCLAIM'),
    ).toMatchObject({ state: 'applying' });
    expect((await apply(client, 'again')).json().code).toBe('PROMOTION_NOT_AVAILABLE');
    const [application] = (await operator('GET', '/wps/operator/applications')).json().value.items;
    expect(application).toMatchObject({
      username: 'applicant2',
      comment: 'My jackpot on Lucky Sevens',
      images: 2,
      state: 'applying',
    });
    const picture = await operator('GET', `/wps/operator/applications/${application.id}/images/1`);
    expect([picture.statusCode, picture.headers['content-type']]).toEqual([200, 'image/jpeg']);
    const decide = (body: Record<string, unknown>) =>
      operator('POST', `/wps/operator/applications/${application.id}/decision`, body);
    expect((await decide({ decision: 'maybe' })).json().field).toBe('body.decision');
    const decisions = await Promise.all([
      decide({ decision: 'approve' }),
      decide({ decision: 'approve' }),
      decide({ decision: 'reject', reason: 'late' }),
    ]);
    expect(decisions.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const balance = (await client.call('GET', '/wps/v2/wallets/balance')).json().value.total;
    // The third decision of the burst was the rejection: whichever came first decided, once.
    const rejected = decisions[2]!.statusCode === 200;
    expect(balance).toBe(rejected ? '0' : '2500');
    // The member reads why it was rejected, or sees the approved bonus as issued by the site once it is played.
    const mine = (await client.call('GET', '/wps/rewards'))
      .json()
      .value.items.find((item: { promotion: { code: string } }) => item.promotion.code === 'VIPCLAIM');
    if (rejected) {
      expect(mine).toMatchObject({ state: 'rejected', remark: 'late' });
      return;
    }
    expect(mine).toMatchObject({ state: 'process', remark: null });
    const { RNG } = await addSlotAndLive(ctx, 'APPLY');
    await db().execute(sql`
      INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
      VALUES (${site.id}, ${await memberIdOf(db(), site.id, 'applicant2')}, ${RNG}, 'test', 'apply-played', 'real',
              2500, 0, 'settled', now())`);
    const played = (await client.call('GET', '/wps/rewards'))
      .json()
      .value.items.find((item: { promotion: { code: string } }) => item.promotion.code === 'VIPCLAIM');
    expect(played).toMatchObject({ state: 'issued', turnover: { required: '2500', done: '2500' } });
  });
  it('lets a rejected application be sent again, once under a burst, with new images, and then be decided', async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'applicant3', password: 'secret12', confirmPassword: 'secret12' });
    expect((await apply(client, 'First try', [image(pngBytes())])).statusCode).toBe(200);
    const mine = async () =>
      (await operator('GET', '/wps/operator/applications'))
        .json()
        .value.items.find((item: { username: string }) => item.username === 'applicant3');
    const first = await mine();
    const decide = (body: Record<string, unknown>) =>
      operator('POST', `/wps/operator/applications/${first.id}/decision`, body);
    expect((await decide({ decision: 'reject', reason: 'The screenshot is cut off' })).statusCode).toBe(200);
    const again = await Promise.all(
      [1, 2, 3].map((n) =>
        apply(client, `Whole screenshot ${n}`, [image(pngBytes()), image(jpegBytes(), 'image/jpeg', 'b.jpg')]),
      ),
    );
    expect(again.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    const resent = await mine();
    expect(resent).toMatchObject({ id: first.id, state: 'applying', images: 2 });
    expect(resent.comment).toMatch(/^Whole screenshot [123]$/);
    expect((await decide({ decision: 'approve' })).statusCode).toBe(200);
    expect((await client.call('GET', '/wps/v2/wallets/balance')).json().value.total).toBe('2500');
  });
});

describe('GET /wps/operator/applications', () => {
  it('401 without a session, 403 to a role outside the desk, 400 naming a bad filter', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/wps/operator/applications',
      headers: { merchant: site.code },
    });
    expect(anonymous.statusCode).toBe(401);
    const finance = await signInOperator(ctx, site.code, 'applyfin1', [site.id], 'finance');
    expect((await finance('GET', '/wps/operator/applications')).statusCode).toBe(403);
    const badState = await operator('GET', '/wps/operator/applications?state=maybe');
    expect([badState.statusCode, badState.json().field]).toEqual([400, 'query.state']);
    const badSize = await operator('GET', '/wps/operator/applications?pageSize=500');
    expect([badSize.statusCode, badSize.json().field]).toEqual([400, 'query.pageSize']);
  });

  it('pages on the server with the count of the filter, by state and username start (any case)', async () => {
    const names = ['pagera1', 'pagera2', 'pagerb3'];
    for (const name of names) {
      const client = new PortalClient(ctx.app, site.code);
      const registered = await client.register({ username: name, password: 'secret12', confirmPassword: 'secret12' });
      expect(registered.statusCode).toBe(200);
      expect((await apply(client, `From ${name}`)).statusCode).toBe(200);
    }
    const all = (await operator('GET', '/wps/operator/applications?pageSize=100')).json().value;
    const firstPage = (await operator('GET', '/wps/operator/applications?pageSize=2')).json().value;
    expect(firstPage).toMatchObject({ page: 1, pageSize: 2, total: all.total });
    expect(firstPage.items).toEqual(all.items.slice(0, 2));
    const secondPage = (await operator('GET', '/wps/operator/applications?pageSize=2&page=2')).json().value;
    expect(secondPage.items).toEqual(all.items.slice(2, 4));
    const prefixed = (await operator('GET', '/wps/operator/applications?username=PAGERA')).json().value;
    expect(prefixed.items.map((item: { username: string }) => item.username).sort()).toEqual(['pagera1', 'pagera2']);
    expect(prefixed.total).toBe(2);
    const waiting = (await operator('GET', '/wps/operator/applications?state=applying&pageSize=100')).json().value;
    expect(waiting.items.every((item: { state: string }) => item.state === 'applying')).toBe(true);
    expect(waiting.total).toBe(all.items.filter((item: { state: string }) => item.state === 'applying').length);
  });
});
