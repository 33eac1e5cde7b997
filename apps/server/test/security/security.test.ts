import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let member: PortalClient;
let other: PortalClient;
const bank = { bankName: 'Demo Bank', accountNumber: '1234567890', payeeName: 'Nguyen Van A' };

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'secure01', password: 'secret12', confirmPassword: 'secret12' });
  other = new PortalClient(ctx.app, site.code);
  await other.register({ username: 'secure02', password: 'secret12', confirmPassword: 'secret12' });
});
afterAll(() => ctx.close());

describe('PUT /wps/member/paymentPassword (enc)', () => {
  const set = { loginPassword: 'secret12', newPaymentPassword: '246810', confirmPaymentPassword: '246810' };

  it('401 without a token; 400 for a plain JSON body', async () => {
    expect((await new PortalClient(ctx.app, site.code).enc('PUT', '/wps/member/paymentPassword', set)).statusCode).toBe(
      401,
    );
    const plain = await member.call('PUT', '/wps/member/paymentPassword', set);
    expect(plain.json().code).toBe('ENCRYPTION_REQUIRED');
  });

  it('400 naming the field: not six digits, confirmation differs, no login password, a wrong one', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { ...set, newPaymentPassword: '12ab56', confirmPaymentPassword: '12ab56' },
        'VALIDATION_ERROR',
        'body.newPaymentPassword',
      ],
      [{ ...set, confirmPaymentPassword: '246811' }, 'VALIDATION_ERROR', 'body.confirmPaymentPassword'],
      [{ ...set, loginPassword: undefined }, 'VALIDATION_ERROR', 'body.loginPassword'],
      [{ ...set, loginPassword: 'wrong-one' }, 'PASSWORD_INCORRECT', 'body.loginPassword'],
    ];
    for (const [body, code, field] of cases) {
      const response = await member.enc('PUT', '/wps/member/paymentPassword', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, field });
    }
    expect((await member.call('GET', '/wps/member/security')).json().value.paymentPasswordSet).toBe(false);
  });

  it('sets it with the login password, then changes it only with the current one', async () => {
    expect((await member.enc('PUT', '/wps/member/paymentPassword', set)).statusCode).toBe(200);
    expect((await member.call('GET', '/wps/member/security')).json().value.paymentPasswordSet).toBe(true);
    const change = { newPaymentPassword: '135790', confirmPaymentPassword: '135790' };
    const withLogin = await member.enc('PUT', '/wps/member/paymentPassword', { ...change, loginPassword: 'secret12' });
    expect(withLogin.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.oldPaymentPassword' });
    const wrong = await member.enc('PUT', '/wps/member/paymentPassword', { ...change, oldPaymentPassword: '000000' });
    expect(wrong.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', field: 'body.oldPaymentPassword' });
    const right = await member.enc('PUT', '/wps/member/paymentPassword', { ...change, oldPaymentPassword: '246810' });
    expect(right.statusCode).toBe(200);
  });
});

describe('bank accounts', () => {
  it('401 without a token', async () => {
    const visitor = new PortalClient(ctx.app, site.code);
    expect((await visitor.call('POST', '/wps/member/bankAccounts', bank)).statusCode).toBe(401);
    expect((await visitor.call('DELETE', '/wps/member/bankAccounts/1')).statusCode).toBe(401);
  });

  it('400 for a malformed account number or bank name', async () => {
    const response = await member.call('POST', '/wps/member/bankAccounts', { ...bank, accountNumber: '12-34' });
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.accountNumber' });
    const blank = await member.call('POST', '/wps/member/bankAccounts', { ...bank, bankName: ' ' });
    expect(blank.json()).toMatchObject({ field: 'body.bankName' });
  });

  it('the first account sets the real name; later ones must match it; only the last digits show', async () => {
    const first = await member.call('POST', '/wps/member/bankAccounts', bank);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ accountNumberMasked: '****7890', payeeName: 'Nguyen Van A' });
    expect(first.body).not.toContain('1234567890');
    const mismatch = await member.call('POST', '/wps/member/bankAccounts', {
      ...bank,
      accountNumber: '5555666677',
      payeeName: 'Tran Thi B',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'PAYEE_NAME_MISMATCH', field: 'body.payeeName' });
    const sameSpelledOtherwise = await member.call('POST', '/wps/member/bankAccounts', {
      ...bank,
      accountNumber: '5555666677',
      payeeName: '  nguyen   van a ',
    });
    expect(sameSpelledOtherwise.statusCode).toBe(200);
    const duplicate = await member.call('POST', '/wps/member/bankAccounts', bank);
    expect(duplicate.json()).toMatchObject({ code: 'CONFLICT', field: 'body.accountNumber' });
    const overview = (await member.call('GET', '/wps/member/security')).json().value;
    expect(overview.realName).toBe('Nguyen Van A');
    expect(overview.bankAccounts).toHaveLength(2);
  });

  it('refuses a sixth account', async () => {
    for (let index = 0; index < 3; index += 1) {
      const response = await member.call('POST', '/wps/member/bankAccounts', {
        ...bank,
        accountNumber: `90000000${index}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const sixth = await member.call('POST', '/wps/member/bankAccounts', { ...bank, accountNumber: '900000009' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'BANK_ACCOUNT_LIMIT', params: { max: 5 } });
  });

  it("404 removing another member's account; removes its own", async () => {
    const mine = (await member.call('GET', '/wps/member/security')).json().value.bankAccounts[0].id;
    const theirs = await other.call('DELETE', `/wps/member/bankAccounts/${mine}`);
    expect(theirs.statusCode).toBe(404);
    expect((await member.call('DELETE', `/wps/member/bankAccounts/${mine}`)).statusCode).toBe(200);
    expect((await member.call('DELETE', `/wps/member/bankAccounts/${mine}`)).statusCode).toBe(404);
    expect((await member.call('GET', '/wps/member/security')).json().value.bankAccounts).toHaveLength(4);
  });
});
