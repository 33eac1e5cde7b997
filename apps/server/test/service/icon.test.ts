import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { multipartBody, pngBytes } from '../multipart.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;

const photo = (format: 'png' | 'jpeg', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    [format]()
    .toBuffer();

async function upload(client: PortalClient, files: Parameters<typeof multipartBody>[1]) {
  const body = await multipartBody({}, files);
  return client.call('PUT', '/wps/member/info/icon', body.payload, body.headers);
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'avatar01', password: 'secret12', confirmPassword: 'secret12' });
});
afterAll(() => ctx.close());

describe('member icon', () => {
  it('refuses a caller without a session (401)', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    expect((await anonymous.call('GET', '/wps/member/info/icon')).statusCode).toBe(401);
    const response = await upload(anonymous, [
      { name: 'icon', filename: 'a.png', type: 'image/png', content: await photo('png') },
    ]);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a trial user (403 TRIAL_ACCOUNT)', async () => {
    const trial = new PortalClient(ctx.app, site.code);
    trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
    const response = await upload(trial, [
      { name: 'icon', filename: 'a.png', type: 'image/png', content: await photo('png') },
    ]);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('TRIAL_ACCOUNT');
  });

  it('refuses what is not a PNG or JPEG within 2 MB, naming `body.icon` (400)', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');
    const forged = pngBytes(200); // a PNG signature over garbage: only decoding tells
    const huge = Buffer.concat([await photo('png'), Buffer.alloc(2 * 1024 * 1024)]);
    const cases: [Buffer, string][] = [
      [gif, 'not_an_image'],
      [forged, 'not_an_image'],
      [huge, 'too_large'],
    ];
    for (const [content, problem] of cases) {
      const response = await upload(member, [{ name: 'icon', filename: 'x.png', type: 'image/png', content }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'UPLOAD_INVALID',
        field: 'body.icon',
        params: { problem, maxMegabytes: 2 },
      });
    }
    const wrongField = await upload(member, [
      { name: 'avatar', filename: 'a.png', type: 'image/png', content: await photo('png') },
    ]);
    expect(wrongField.json()).toMatchObject({ code: 'UPLOAD_INVALID', field: 'body.icon' });
    expect(wrongField.json().params.problem).toBe('unknown_file_field');
    expect((await upload(member, [])).json()).toMatchObject({ field: 'body.icon', params: { problem: 'missing' } });
    expect((await member.call('GET', '/wps/member/info/icon')).json().value.iconUrl).toBeNull();
  });

  it('re-encodes the upload as a 256 px square without its metadata, under a new URL each time', async () => {
    const first = await upload(member, [
      { name: 'icon', filename: 'me.jpg', type: 'image/jpeg', content: await photo('jpeg') },
    ]);
    expect(first.statusCode).toBe(200);
    const url: string = first.json().value.iconUrl;
    expect((await member.call('GET', '/wps/member/info/icon')).json().value.iconUrl).toBe(url);

    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('secret-camera-owner')).toBe(false);

    const second = await upload(member, [
      { name: 'icon', filename: 'me.png', type: 'image/png', content: await photo('png', 300, 900) },
    ]);
    const next: string = second.json().value.iconUrl;
    expect(next).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
  });

  it('serves no icon for a guessed or altered URL (404)', async () => {
    const url: string = (await member.call('GET', '/wps/member/info/icon')).json().value.iconUrl;
    const tampered = url.replace(/-([A-Za-z0-9]{16})\.webp$/, '-AAAAAAAAAAAAAAAA.webp');
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/art/icons/1-1.webp' })).statusCode).toBe(404);
  });
});
