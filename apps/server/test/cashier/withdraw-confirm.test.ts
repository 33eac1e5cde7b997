import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoConfirmJob } from '../../src/modules/cashier/withdraw.service.js';
import { runJobOnce } from '../../src/platform/scheduler.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { jpegBytes, multipartBody, pngBytes } from '../multipart.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import type { PortalClient } from '../portal-client.js';
import { setUpWithdrawer } from './withdraw-setup.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let other: PortalClient;
let bankAccountId: string;
let operator: OperatorCall;
let seq = 0;

/** A withdrawal the operator has paid, waiting for the member's answer. */
async function paidWithdrawal(amount = '10') {
  const requested = await member.enc(
    'POST',
    '/wps/cashier/withdraw',
    { bankAccountId, amount, paymentPassword: '112233' },
    { 'idempotency-key': `confirm-${seq++}-key` },
  );
  const id: string = requested.json().value.id;
  await operator('POST', `/wps/operator/withdrawals/${id}/approve`);
  return id;
}

async function confirm(
  id: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipartBody>[1] = [],
  client = member,
) {
  const { payload, headers } = await multipartBody(fields, files);
  return ctx.app.inject({
    method: 'POST',
    url: `/wps/cashier/withdrawals/${id}/confirm`,
    headers: { merchant: site.code, authorization: client.token ?? '', ...headers },
    payload,
  });
}
const png = (size = 64) => ({ filename: 'proof.png', type: 'image/png', content: pngBytes(size) });

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db, { site: { withdrawMinAmount: 1_00n, withdrawDailyCount: 50 } });
  await ctx.app.sites.reload();
  ({ client: member, bankAccountId } = await setUpWithdrawer(ctx, site, 'confirmer1'));
  ({ client: other } = await setUpWithdrawer(ctx, site, 'confirmer2'));
  await fundMember(ctx.database.db, site.id, 'confirmer1', 1000_00n);
  operator = await signInOperator(ctx, site.code, 'payout3', [site.id]);
});
afterAll(() => ctx.close());

describe('POST /wps/cashier/withdrawals/:id/confirm (multipart)', () => {
  it('401 without a token; 404 for another member', async () => {
    const id = await paidWithdrawal();
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/wps/cashier/withdrawals/${id}/confirm`,
      headers: { merchant: site.code, ...(await multipartBody({ result: 'received' })).headers },
      payload: (await multipartBody({ result: 'received' })).payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const theirs = await confirm(id, { result: 'received' }, [], other);
    expect(theirs.statusCode).toBe(404);
  });

  it('400 naming the field: no proof when one is needed, not an image, too many, too large, a bad amount', async () => {
    const id = await paidWithdrawal('10');
    const cases: [Record<string, string>, Parameters<typeof multipartBody>[1], string, string, string?][] = [
      [{ result: 'not_received' }, [], 'PROOF_REQUIRED', 'body.proof'],
      [
        { result: 'not_received' },
        [{ filename: 'a.png', type: 'image/png', content: Buffer.from('GIF89a not a png') }],
        'UPLOAD_INVALID',
        'body.proof',
        'not_an_image',
      ],
      [{ result: 'not_received' }, [png(), png(), png(), png()], 'UPLOAD_INVALID', 'body.proof', 'too_many'],
      [{ result: 'not_received' }, [png(5 * 1024 * 1024)], 'UPLOAD_INVALID', 'body.proof', 'too_large'],
      [{ result: 'partial', receivedAmount: '10' }, [png()], 'AMOUNT_INVALID', 'body.receivedAmount'],
      [{ result: 'partial', receivedAmount: 'lots' }, [png()], 'AMOUNT_INVALID', 'body.receivedAmount'],
      [{ result: 'maybe' }, [], 'VALIDATION_ERROR', 'body.result'],
    ];
    for (const [fields, files, code, field, problem] of cases) {
      const response = await confirm(id, fields, files);
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ code, field, ...(problem ? { params: { problem } } : {}) });
    }
    const record = (await member.call('GET', '/wps/cashier/withdrawals'))
      .json()
      .value.items.find((w: { id: string }) => w.id === id);
    expect(record).toMatchObject({ confirmation: null, proofCount: 0 });
  });

  it('records a partial receipt with its proofs once; the operator can open each proof', async () => {
    const id = await paidWithdrawal('10');
    const proof = jpegBytes(300);
    const response = await confirm(id, { result: 'partial', receivedAmount: '7.50', remark: 'short by 2.50' }, [
      png(),
      { filename: 'receipt.jpg', type: 'image/jpeg', content: proof },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      confirmation: 'partial',
      receivedAmount: '750',
      proofCount: 2,
      remark: 'short by 2.50',
    });
    const image = await operator('GET', `/wps/operator/withdrawals/${id}/proofs/1`);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.equals(proof)).toBe(true);
    expect((await operator('GET', `/wps/operator/withdrawals/${id}/proofs/2`)).statusCode).toBe(404);
    const again = await confirm(id, { result: 'received' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFIRMATION_CLOSED');
  });

  it('accepts three images near the 5 MB limit each (beyond the JSON body limit)', async () => {
    const id = await paidWithdrawal('2');
    const near = () => png(5 * 1024 * 1024 - 100);
    const response = await confirm(id, { result: 'not_received' }, [near(), near(), near()]);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ confirmation: 'not_received', proofCount: 3 });
  });

  it('a pending withdrawal cannot be confirmed yet', async () => {
    const requested = await member.enc(
      'POST',
      '/wps/cashier/withdraw',
      { bankAccountId, amount: '5', paymentPassword: '112233' },
      { 'idempotency-key': 'pending-confirm' },
    );
    expect((await confirm(requested.json().value.id, { result: 'received' })).json().code).toBe('CONFIRMATION_CLOSED');
  });
});

describe('auto-confirmation after the deadline', () => {
  it('reads as received once the deadline passed, refuses a late answer, and the job writes it', async () => {
    const late = await paidWithdrawal('3');
    const pending = await paidWithdrawal('4');
    await ctx.database.db.execute(
      sql`UPDATE withdrawals SET confirm_deadline = now() - interval '1 minute' WHERE id = ${late}`,
    );
    const listed = (await member.call('GET', '/wps/cashier/withdrawals?status=paid')).json().value.items;
    expect(listed.find((w: { id: string }) => w.id === late).confirmation).toBe('auto');
    expect(listed.find((w: { id: string }) => w.id === pending).confirmation).toBeNull();
    const answer = await confirm(late, { result: 'not_received' }, [png()]);
    expect(answer.json().code).toBe('CONFIRMATION_CLOSED');
    await ctx.database.db.execute(
      sql`UPDATE withdrawals SET confirm_deadline = now() - interval '1 minute' WHERE id = ${pending}`,
    );
    expect(await runJobOnce(ctx.database.db, autoConfirmJob)).toBe(1);
    const stored = await ctx.database.db.execute(
      sql`SELECT id::text, confirmation FROM withdrawals WHERE id IN (${late}, ${pending}) ORDER BY id`,
    );
    expect(stored.rows).toEqual([
      { id: late, confirmation: 'auto' },
      { id: pending, confirmation: 'auto' },
    ]);
  });
});
