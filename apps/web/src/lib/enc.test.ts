import { sessionPaths } from '@portal/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { failure, fakeApi } from '../test/fake-api';
import { ok } from '../test/fixtures';
import { forgetEncryptionKey } from './enc';
import { errorMessage } from './errors';
import { ApiError, request } from './http';
import { i18n } from './i18n';

afterEach(() => {
  forgetEncryptionKey();
  vi.unstubAllGlobals();
});

describe('enc calls and session loss', () => {
  it('encrypts the body for the site key, which is fetched once for the page', async () => {
    const api = await fakeApi();
    api.on('POST', '/wps/x', () => ok(null));
    await request('/wps/x', z.null(), { method: 'POST', body: { secret: 'p@ss' }, encrypt: true });
    await request('/wps/x', z.null(), { method: 'POST', body: { secret: 'again' }, encrypt: true });
    const sent = api.calls('POST', '/wps/x');
    expect(sent.map((r) => r.body)).toEqual([{ secret: 'p@ss' }, { secret: 'again' }]);
    expect(sent[0]?.headers['X-Key']).toBeTruthy();
    expect(JSON.stringify(sent[0]?.headers)).not.toContain('p@ss');
    expect(api.calls('GET', sessionPaths.encryptionKey)).toHaveLength(1);
  });

  it('fetches the key again and retries once when the server answers ENCRYPTION_REQUIRED', async () => {
    const api = await fakeApi();
    let calls = 0;
    api.on('POST', '/wps/x', () => {
      calls += 1;
      return calls === 1 ? failure('ENCRYPTION_REQUIRED', 'error.encryption_required', 400) : ok(null);
    });
    await expect(request('/wps/x', z.null(), { method: 'POST', body: {}, encrypt: true })).resolves.toBeNull();
    expect(calls).toBe(2);
    expect(api.calls('GET', sessionPaths.encryptionKey)).toHaveLength(2);
  });

  it('stamps each body in server time with its own nonce, whatever the device clock says', async () => {
    const serverNow = Date.now() + 10 * 60_000;
    const api = await fakeApi({ serverTime: () => serverNow });
    api.on('POST', '/wps/x', () => ok(null));
    await request('/wps/x', z.null(), { method: 'POST', body: { n: 1 }, encrypt: true });
    await request('/wps/x', z.null(), { method: 'POST', body: { n: 1 }, encrypt: true });
    const [first, second] = api.calls('POST', '/wps/x').map((r) => r.sealed);
    expect(Math.abs((first?.ts ?? 0) - serverNow)).toBeLessThan(5_000);
    expect(first?.nonce).not.toBe(second?.nonce);
  });

  it('fetches the key (and the server time) again and retries once on ENC_EXPIRED, never on ENC_REPLAYED', async () => {
    const api = await fakeApi();
    let expired = 0;
    api.on('POST', '/wps/x', () => {
      expired += 1;
      return expired === 1 ? failure('ENC_EXPIRED', 'error.enc_expired', 400) : ok(null);
    });
    await expect(request('/wps/x', z.null(), { method: 'POST', body: {}, encrypt: true })).resolves.toBeNull();
    expect(expired).toBe(2);
    expect(api.calls('GET', sessionPaths.encryptionKey)).toHaveLength(2);
    api.on('POST', '/wps/r', () => failure('ENC_REPLAYED', 'error.enc_replayed', 409));
    await expect(request('/wps/r', z.null(), { method: 'POST', body: {}, encrypt: true })).rejects.toMatchObject({
      code: 'ENC_REPLAYED',
    });
    expect(api.calls('POST', '/wps/r')).toHaveLength(1);
  });

  it('drops the token (keeping the merchant) when the server says the session is gone', async () => {
    const api = await fakeApi();
    api.on('GET', '/wps/y', () => failure('SESSION_EXPIRED', 'error.session_expired', 401));
    sessionStorage.setItem('token', 'old');
    sessionStorage.setItem('merchant', 'LUCKY');
    await expect(request('/wps/y', z.null())).rejects.toBeInstanceOf(ApiError);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('LUCKY');
  });

  it('fills a message with the failure params', async () => {
    const api = await fakeApi();
    api.on('POST', '/wps/z', () => failure('ACCOUNT_LOCKED', 'error.account_locked', 423, { params: { minutes: 7 } }));
    const error = await request('/wps/z', z.null(), { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ACCOUNT_LOCKED', params: { minutes: 7 } });
    expect(errorMessage(error, i18n.t)).toBe('Too many failed attempts. The account is locked for 7 minutes.');
  });
});
