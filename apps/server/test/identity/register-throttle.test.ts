import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

/**
 * Issue 22, finding 5: thirty parallel sign-ups from one address all passed, each with a welcome
 * bonus. With the production limits (no THROTTLE_RULES), an address opens five accounts an hour and a
 * device three a day; each count is the step that decides, so a burst gets exactly the limit through.
 */
let ctx: TestContext;
let site: BuiltSite;

beforeAll(async () => {
  ctx = await createTestApp({ THROTTLE_RULES: {} });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

const tally = (responses: { statusCode: number; json(): { code?: string } }[]) =>
  responses.reduce<Record<string, number>>((counts, response) => {
    const key = response.statusCode === 200 ? 'OK' : `${response.statusCode} ${response.json().code}`;
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

const signUp = (client: PortalClient, username: string, headers: Record<string, string> = {}) =>
  client.register({ username, password: 'secret12', confirmPassword: 'secret12' }, undefined, headers);

describe('registration throttle', () => {
  it('lets 5 of a burst of 30 parallel sign-ups from one address through; the rest are 429 THROTTLED', async () => {
    const client = new PortalClient(ctx.app, site.code, '192.0.2.30');
    const responses = await Promise.all(Array.from({ length: 30 }, (_, i) => signUp(client, `burst${i}`)));
    expect(tally(responses)).toEqual({ OK: 5, '429 THROTTLED': 25 });
    expect(responses.find((response) => response.statusCode === 429)?.json().params).toEqual({ minutes: 60 });
  });

  it('lets one device open three accounts a day, whatever address it comes from', async () => {
    const device = { 'x-device-id': 'browser-abcdef0123456789', 'user-agent': 'Mozilla/5.0 Test' };
    const responses = [];
    for (let i = 0; i < 5; i++) {
      responses.push(await signUp(new PortalClient(ctx.app, site.code, `192.0.2.${40 + i}`), `device${i}`, device));
    }
    expect(tally(responses)).toEqual({ OK: 3, '429 THROTTLED': 2 });
    // The same id from another browser (another user agent) is another device.
    const other = await signUp(new PortalClient(ctx.app, site.code, '192.0.2.50'), 'device9', {
      ...device,
      'user-agent': 'Mozilla/5.0 Other',
    });
    expect(other.statusCode).toBe(200);
  });

  it('refuses a malformed device id naming the header', async () => {
    const client = new PortalClient(ctx.app, site.code, '192.0.2.60');
    const response = await signUp(client, 'baddevice', { 'x-device-id': 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_HEADER', field: 'header.x-device-id' });
  });
});
