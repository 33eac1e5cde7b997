import { cannedRepliesPerLanguage, operatorCannedPaths } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cannedReplies } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';

/** Issue 25 "Service desk": each site's own canned replies, per language, written by support and owners. */
let ctx: TestContext;
let site: BuiltSite;
let support: OperatorCall;
let reader: OperatorCall;
let content: OperatorCall;
let stranger: OperatorCall;
const one = (id: string) => operatorCannedPaths.reply.replace(':id', id);
const greeting = { language: 'EN', title: 'Greeting', body: 'Hello! How can I help you today?' };

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  support = await signInOperator(ctx, site.code, 'cannedsup', [site.id], 'support');
  reader = await signInOperator(ctx, site.code, 'cannedread', [site.id], 'read-only');
  content = await signInOperator(ctx, site.code, 'cannedcontent', [site.id], 'content');
  stranger = await signInOperator(ctx, other.code, 'cannedother', [other.id], 'support');
});
afterAll(() => ctx.close());

describe('the canned replies of a site', () => {
  it('401 without a session; 403 to a role outside the desk writing; another site never sees or changes them', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: operatorCannedPaths.replies,
      headers: { merchant: site.code },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await content('POST', operatorCannedPaths.replies, greeting)).statusCode).toBe(403);
    expect((await reader('POST', operatorCannedPaths.replies, greeting)).statusCode).toBe(403);
    const added = await support('POST', operatorCannedPaths.replies, greeting);
    expect(added.statusCode).toBe(200);
    const id = added.json().value.id as string;
    expect((await stranger('GET', operatorCannedPaths.replies)).json().value).toEqual([]);
    expect((await stranger('PUT', one(id), { ...greeting, title: 'Mine now' })).statusCode).toBe(404);
    expect((await stranger('DELETE', one(id))).statusCode).toBe(404);
    // A read-only operator reads them (the chat's picker needs them).
    expect((await reader('GET', operatorCannedPaths.replies)).json().value).toMatchObject([greeting]);
  });

  it('400 naming the field for a bad language, an empty title, a body longer than a chat message or a bad id', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...greeting, language: 'XX' }, 'body.language'],
      [{ ...greeting, title: '   ' }, 'body.title'],
      [{ ...greeting, body: 'x'.repeat(1001) }, 'body.body'],
      [{ ...greeting, sortOrder: -1 }, 'body.sortOrder'],
    ];
    for (const [body, field] of cases) {
      const refused = await support('POST', operatorCannedPaths.replies, body);
      expect([refused.statusCode, refused.json().field]).toEqual([400, field]);
    }
    const badId = await support('PUT', one('abc'), greeting);
    expect([badId.statusCode, badId.json().field]).toEqual([400, 'params.id']);
  });

  it('edits and removes, each audited with before and after, and lists by language then order', async () => {
    const vi = await support('POST', operatorCannedPaths.replies, {
      language: 'TY',
      title: 'Chào',
      body: 'Xin chào! Tôi có thể giúp gì cho bạn?',
    });
    const later = await support('POST', operatorCannedPaths.replies, { ...greeting, title: 'Bye', sortOrder: 5 });
    const id = later.json().value.id as string;
    const edited = await support('PUT', one(id), {
      ...greeting,
      title: 'Goodbye',
      body: 'Have a nice day!',
      sortOrder: 5,
    });
    expect(edited.json().value).toMatchObject({ id, title: 'Goodbye', body: 'Have a nice day!' });
    const listed = (await support('GET', operatorCannedPaths.replies)).json().value;
    expect(listed.map((reply: { title: string }) => reply.title)).toEqual(['Greeting', 'Goodbye', 'Chào']);
    expect((await support('DELETE', one(vi.json().value.id))).statusCode).toBe(200);
    expect((await support('DELETE', one(vi.json().value.id))).statusCode).toBe(404);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.siteId, site.id), like(auditLog.action, 'service.canned.%')));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'service.canned.create',
      'service.canned.create',
      'service.canned.create',
      'service.canned.remove',
      'service.canned.update',
    ]);
    const update = audit.find((entry) => entry.action === 'service.canned.update')!;
    expect(update.details).toMatchObject({ before: { title: 'Bye' }, after: { title: 'Goodbye' } });
  });

  it('keeps at most its share per language under a parallel burst (409 naming body.language)', async () => {
    const held = (await support('GET', operatorCannedPaths.replies)).json().value;
    const inEnglish = held.filter((reply: { language: string }) => reply.language === 'EN').length;
    const room = cannedRepliesPerLanguage - inEnglish;
    const burst = await Promise.all(
      Array.from({ length: room + 4 }, (_, n) =>
        support('POST', operatorCannedPaths.replies, { ...greeting, title: `Burst ${n}` }),
      ),
    );
    const codes = burst.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(room);
    expect(codes.filter((code) => code === 409)).toHaveLength(4);
    expect(burst.find((answer) => answer.statusCode === 409)!.json().field).toBe('body.language');
    const stored = await ctx.database.db
      .select()
      .from(cannedReplies)
      .where(and(eq(cannedReplies.siteId, site.id), eq(cannedReplies.language, 'EN')));
    expect(stored).toHaveLength(cannedRepliesPerLanguage);
  });
});
