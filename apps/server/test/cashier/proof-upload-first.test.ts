import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let token: string;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  const member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'uploader1', password: 'secret12', confirmPassword: 'secret12' });
  token = member.token!;
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => ctx.close());

/**
 * Starts a 15 MB multipart upload (three 5 MB proofs announced), sends only its first 64 KB, and
 * waits for the answer: a server that reads the body first never answers before the rest arrives.
 */
function startUpload(withdrawalId: string): Promise<{ status: number; code: string }> {
  const boundary = 'portalboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="result"\r\n\r\nnot_received\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/wps/cashier/withdrawals/${withdrawalId}/confirm`,
    headers: {
      merchant: site.code,
      authorization: token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(15 * 1024 * 1024),
    },
  });
  request.on('error', () => undefined);
  const answered = new Promise<{ status: number; code: string }>((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, code: JSON.parse(text).code }));
    });
  });
  request.write(Buffer.concat([head, Buffer.alloc(64 * 1024)]));
  const unanswered = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no answer while the body was still coming')), 5000).unref(),
  );
  return Promise.race([answered, unanswered]).finally(() => request.destroy());
}

describe('proof uploads', () => {
  it('are refused for a missing withdrawal before the body is read', async () => {
    expect(await startUpload('999999')).toEqual({ status: 404, code: 'NOT_FOUND' });
  });

  it('hold no memory for a burst of large uploads to withdrawals that are not the member’s', async () => {
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => startUpload(String(900000 + i))));
    expect(answers.every((answer) => answer.status === 404)).toBe(true);
    // 20 uploads of 15 MB announced: nothing near 300 MB was taken in.
    expect(process.memoryUsage().rss - before).toBeLessThan(60 * 1024 * 1024);
  });
});
