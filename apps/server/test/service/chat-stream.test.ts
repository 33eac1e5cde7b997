import { servicePaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOperator } from '../../src/modules/operator/operator.repository.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { signInOperatorWith } from '../../testing/operator-sign-in.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { injectPost, type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { chatSocketUrl, connectChat } from './chat-browser.js';

/** Issue 25 "Service desk": the staff side of a chat in real time, as server-sent events of the open room. */
let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let colleague: OperatorCall;
let stranger: OperatorCall;
let readerToken: string;
let roomId: string;
let address: string;
const stream = (id: string) => servicePaths.operatorStream.replace(':id', id);

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'streamme1', password: 'secret12', confirmPassword: 'secret12' });
  await member.call('GET', '/wps/relay/CBS_launchChat');
  colleague = await signInOperator(ctx, site.code, 'streamdesk', [site.id], 'support');
  stranger = await signInOperator(ctx, other.code, 'streamother', [other.id], 'support');
  // A read-only operator follows the room too: watching is reading.
  await insertOperator(ctx.database.db, 'streamreader', await hashPassword('streamreader-pw'), [site.id], 'read-only');
  const signedIn = await signInOperatorWith(
    injectPost(ctx, site.code),
    { username: 'streamreader', password: 'streamreader-pw' },
    ctx.now,
  );
  readerToken = signedIn.token;
  roomId = (await colleague('GET', servicePaths.operatorRooms)).json().value[0].id;
  address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

/** Opens the room's stream as the console does (fetch, its headers) and reads its text as it comes. */
async function openStream(id: string) {
  const response = await fetch(`${address}${stream(id)}`, {
    headers: { merchant: site.code, authorization: readerToken },
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    response,
    /** Reads until the text so far holds `wanted`. */
    until: async (wanted: string) => {
      while (!text.includes(wanted)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended before "${wanted}": ${text}`);
        text += value;
      }
      return text;
    },
    close: () => reader.cancel(),
  };
}

describe('GET /wps/operator/chats/:id/stream', () => {
  it('401 without an operator session; 404 for a room of another site; 400 naming a bad id', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: stream(roomId), headers: { merchant: site.code } });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await stranger('GET', stream(roomId));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().field).toBe('params.id');
    const bad = await colleague('GET', stream('abc'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('params.id');
  });

  it("tells the open stream of each message, the member's and a colleague's, by id", async () => {
    const watching = await openStream(roomId);
    expect(watching.response.status).toBe(200);
    expect(watching.response.headers.get('content-type')).toContain('text/event-stream');
    await watching.until(': open');

    const browser = await connectChat(chatSocketUrl(address), site.code, member.token!);
    await browser.ready();
    browser.socket.send(JSON.stringify({ type: 'send', body: 'Is anyone there?' }));
    const afterMember = await watching.until('event: message');
    const memberMessageId = /event: message\ndata: (\d+)/.exec(afterMember)![1]!;
    // The event carries the id only; the room's own call answers the message itself.
    const read = await fetch(`${address}${servicePaths.operatorMessages.replace(':id', roomId)}?after=0`, {
      headers: { merchant: site.code, authorization: readerToken },
    });
    const messages = ((await read.json()) as { value: { id: string; body: string }[] }).value;
    expect(messages.at(-1)).toMatchObject({ id: memberMessageId, body: 'Is anyone there?' });

    const reply = await colleague('POST', servicePaths.operatorMessages.replace(':id', roomId), { body: 'Yes, hi!' });
    expect(reply.statusCode).toBe(200);
    await watching.until(`event: message\ndata: ${reply.json().value.id}\n`);
    browser.socket.close();
    await watching.close();
  });
});
