import type { BuiltSite } from '../factories.js';
import type { TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

/** A member ready to withdraw: registered (from `ip`), payment password 112233, one bank account in its name. */
export async function setUpWithdrawer(ctx: TestContext, site: BuiltSite, username: string, ip?: string) {
  const client = new PortalClient(ctx.app, site.code, ip);
  await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
  await client.enc('PUT', '/wps/member/paymentPassword', {
    loginPassword: 'secret12',
    newPaymentPassword: '112233',
    confirmPaymentPassword: '112233',
  });
  const account = await client.call('POST', '/wps/member/bankAccounts', {
    bankName: 'Demo Bank',
    accountNumber: '9876544321',
    payeeName: 'Le Thi C',
  });
  return { client, bankAccountId: account.json().value.id as string };
}
