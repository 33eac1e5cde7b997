import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bookVendorPaths, vendorHeaders } from '@portal/contracts';
import { signatureMatches } from '@portal/contracts/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpTransferWallet } from '../../src/modules/provider/vendors/http-book.js';

// The transfer wallet over HTTP (issue 27): signed calls, and a money call without a sure answer is 'lost' (asked
// again by key), a 4xx 'rejected' (nothing applied), never taken for done. A stand-in vendor answers as told.
const secret = randomBytes(32);
type Reply = { status: number; body?: unknown } | 'hang' | 'cut';
let next: Reply = { status: 200 };
const seen: { path: string; signed: boolean; body: unknown }[] = [];
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks);
    const signature = String(request.headers[vendorHeaders.signature] ?? '');
    seen.push({
      path: request.url ?? '',
      signed: signatureMatches(secret, raw, signature),
      body: JSON.parse(String(raw)),
    });
    if (next === 'hang') return;
    if (next === 'cut') return void response.destroy();
    response.writeHead(next.status, { 'content-type': 'application/json' }).end(JSON.stringify(next.body ?? {}));
  });
});
let wallet: HttpTransferWallet;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  wallet = new HttpTransferWallet({ baseUrl, operator: 'portal', secret, transferTimeoutMs: 300 }, { warn: () => {} });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const owner = { playerId: '7', siteCode: 'AUR', currency: 'USD', studio: 'SBET' };
const request = { ...owner, key: 'vt:AUR:7:abcdefgh', direction: 'in' as const, amount: '500' };
const done = { key: request.key, status: 'done', reason: null, direction: 'in', amount: '500', balance: '500' };

describe('HttpTransferWallet', () => {
  it('sends the transfer signed, to the book path, and takes a done answer for the same key', async () => {
    next = { status: 200, body: done };
    expect(await wallet.transfer(request)).toEqual({ kind: 'answered', transfer: done });
    expect(seen.at(-1)).toEqual({ path: bookVendorPaths.transfers, signed: true, body: request });
  });

  it.each<[string, Reply]>([
    ['a 5xx', { status: 503, body: { code: 'UNAVAILABLE' } }],
    ['a 429', { status: 429 }],
    ['no answer in time', 'hang'],
    ['a cut connection', 'cut'],
    ['an answer for another amount', { status: 200, body: { ...done, amount: '501' } }],
    ['an answer outside the contract', { status: 200, body: { ok: true } }],
  ])('takes %s for a lost answer, never a result', async (_, reply) => {
    next = reply;
    expect((await wallet.transfer(request)).kind).toBe('lost');
  });

  it('takes a 4xx for a refusal of the request itself', async () => {
    next = { status: 404, body: { code: 'NOT_FOUND' } };
    expect(await wallet.transfer(request)).toEqual({ kind: 'rejected', httpStatus: 404 });
  });

  it("asks a key's status: the vendor's record, 'unknown', or lost", async () => {
    next = { status: 200, body: { key: request.key, status: 'unknown' } };
    expect(await wallet.transferStatus(request.key)).toEqual({
      kind: 'answered',
      status: { key: request.key, status: 'unknown' },
    });
    expect(seen.at(-1)).toMatchObject({ path: bookVendorPaths.transferStatus, body: { key: request.key } });
    next = 'hang';
    expect((await wallet.transferStatus(request.key)).kind).toBe('lost');
  });

  it('answers a balance, or null within the time limit given when the vendor does not answer', async () => {
    next = { status: 200, body: { balance: '1200', currency: 'USD' } };
    expect(await wallet.balance(owner, 300)).toEqual({ balance: '1200', currency: 'USD' });
    next = 'hang';
    const started = performance.now();
    expect(await wallet.balance(owner, 200)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('reads a page of tickets, and throws when the vendor does not answer', async () => {
    next = { status: 200, body: { tickets: [], cursor: '12' } };
    expect(await wallet.tickets({ after: '12', limit: 500 })).toEqual({ tickets: [], cursor: '12' });
    next = { status: 500 };
    await expect(wallet.tickets({ after: '12', limit: 500 })).rejects.toThrow();
  });

  it("forwards a feed; the vendor's 400 names the field, anything else is VENDOR_UNAVAILABLE", async () => {
    const applied = {
      leagues: 1,
      teams: 0,
      fixtures: 0,
      markets: 0,
      suspended: 0,
      reopened: 0,
      results: 0,
      cancelled: 0,
      betsSettled: 0,
    };
    next = { status: 200, body: applied };
    expect(await wallet.feed({ leagues: [{ code: 'EPL', sport: 'football', name: 'Premier' }] })).toEqual(applied);
    next = { status: 400, body: { code: 'VALIDATION_ERROR', field: 'body.fixtures.0.league', message: 'no league X' } };
    await expect(wallet.feed({})).rejects.toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.fixtures.0.league' });
    next = { status: 502 };
    await expect(wallet.feed({})).rejects.toMatchObject({ code: 'VENDOR_UNAVAILABLE' });
  });
});
