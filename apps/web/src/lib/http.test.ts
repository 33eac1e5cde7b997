import { decodePowProof, statusSchema, systemPaths } from '@portal/contracts';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fail, ok, statusFixture } from '../test/fixtures';
import { ApiError, get, request } from './http';
import { changeLanguage } from './i18n';
import { shellSchema } from './schema-source';
import { writeSession } from './storage';

function stubFetch(answer: () => Promise<Response> | Response) {
  const mock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', mock);
  return mock;
}

const sentHeaders = (mock: ReturnType<typeof stubFetch>) => new Headers(mock.mock.calls[0]?.[1]?.headers);

afterEach(() => vi.unstubAllGlobals());

describe('http client', () => {
  it('returns the value of a success envelope, checked by the contract schema', async () => {
    stubFetch(() => ok(statusFixture(1, '198.51.100.4')));
    await expect(get(systemPaths.status, statusSchema)).resolves.toEqual({
      status: 1,
      location: { ip: '198.51.100.4', country: 'VN' },
    });
  });

  it('throws ApiError with code, message, status and field from a failure envelope', async () => {
    stubFetch(() => fail('VALIDATION_ERROR', 'error.invalid_input', 400, 'body.username'));
    const error = await get('/wps/anything', statusSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'error.invalid_input',
      status: 400,
      field: 'body.username',
    });
  });

  it('keeps an unknown error code of a newer server', async () => {
    stubFetch(() => fail('SOMETHING_NEW', 'error.something_new', 409));
    await expect(get('/wps/x', statusSchema)).rejects.toMatchObject({ code: 'SOMETHING_NEW', status: 409 });
  });

  it('rejects a success value that does not match the schema', async () => {
    stubFetch(() => ok({ status: 7, location: { ip: '1.2.3.4', country: null } }));
    await expect(get(systemPaths.status, statusSchema)).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
  });

  it("checks the shell's answers with schemas loaded on demand, as strictly", async () => {
    stubFetch(() => ok(statusFixture(0)));
    await expect(get(systemPaths.status, shellSchema('statusSchema'))).resolves.toMatchObject({ status: 0 });
    stubFetch(() => ok({ status: 7, location: { ip: '1.2.3.4', country: null } }));
    await expect(get(systemPaths.status, shellSchema('statusSchema'))).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('takes schemas that fail to load for a failed connection', async () => {
    stubFetch(() => ok(statusFixture(0)));
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(get(systemPaths.status, unloadable)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 200 });
  });

  it('turns a failed connection into a NETWORK_ERROR', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(get(systemPaths.status, statusSchema)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('treats a gateway page without an envelope as a network failure, other pages as unreadable', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(get(systemPaths.status, statusSchema)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 502 });
    stubFetch(() => new Response('<html>oops</html>', { status: 200 }));
    await expect(get(systemPaths.status, statusSchema)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('sends Device and Language, and no Merchant or Authorization before they are known', async () => {
    const mock = stubFetch(() => ok(statusFixture(0)));
    await get(systemPaths.status, statusSchema);
    const headers = sentHeaders(mock);
    expect(headers.get('Device')).toBe('WEB');
    expect(headers.get('Language')).toBe('EN');
    expect(headers.has('Merchant')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the stored merchant and token, and the current language', async () => {
    writeSession('merchant', 'LUCKY');
    writeSession('token', 'abc123');
    await changeLanguage('TY', false);
    const mock = stubFetch(() => ok(statusFixture(0)));
    await get(systemPaths.status, statusSchema);
    const headers = sentHeaders(mock);
    expect(headers.get('Merchant')).toBe('LUCKY');
    expect(headers.get('Authorization')).toBe('abc123');
    expect(headers.get('Language')).toBe('TY');
  });

  it('sends a JSON body with its content type', async () => {
    const mock = stubFetch(() => ok(statusFixture(0)));
    await request('/wps/feedback', statusSchema, { method: 'PUT', body: { content: 'hi' } });
    const init = mock.mock.calls[0]?.[1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe('{"content":"hi"}');
    expect(sentHeaders(mock).get('Content-Type')).toBe('application/json');
  });

  it('adds the extra headers of a money call', async () => {
    const mock = stubFetch(() => ok(statusFixture(0)));
    await request('/wps/cashier/deposit', statusSchema, {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'k-12345678' },
    });
    expect(sentHeaders(mock).get('Idempotency-Key')).toBe('k-12345678');
    expect(sentHeaders(mock).get('Device')).toBe('WEB');
  });

  it('sends form data as it is, leaving the multipart content type to the browser', async () => {
    const mock = stubFetch(() => ok(statusFixture(0)));
    const form = new FormData();
    form.append('result', 'received');
    await request('/wps/cashier/withdrawals/1/confirm', statusSchema, { method: 'POST', body: form });
    expect(mock.mock.calls[0]?.[1]?.body).toBe(form);
    expect(sentHeaders(mock).get('Content-Type')).toBeNull();
  });
});

describe('proof of work (issue 22)', () => {
  it('solves the challenge of a POW_REQUIRED refusal and sends the call again with X-Pow', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 'test-secret',
    });
    const refusal = { success: false, code: 'POW_REQUIRED', message: 'error.pow_required', pow: challenge };
    const answers = [Response.json(refusal, { status: 400 }), ok({ registered: true })];
    const mock = stubFetch(() => answers.shift() as Response);
    await expect(request('/wps/member/register', z.unknown(), { method: 'POST', body: {} })).resolves.toEqual({
      registered: true,
    });
    expect(mock).toHaveBeenCalledTimes(2);
    const proof = decodePowProof(new Headers(mock.mock.calls[1]?.[1]?.headers).get('x-pow') ?? '');
    expect(proof?.solution.counter).toBe(3);
    expect(new Headers(mock.mock.calls[0]?.[1]?.headers).get('x-pow')).toBeNull();
  });

  it('sends the browser its own device id on every call', async () => {
    const mock = stubFetch(() => ok(statusFixture(0, '198.51.100.4')));
    await get(systemPaths.status, statusSchema);
    await get(systemPaths.status, statusSchema);
    const first = sentHeaders(mock).get('x-device-id');
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(new Headers(mock.mock.calls[1]?.[1]?.headers).get('x-device-id')).toBe(first);
  });
});
