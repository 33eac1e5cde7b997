import type { BuiltSite } from '../factories.js';
import type { TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

/**
 * A member ready to withdraw: registered (from `ip`, 127.0.0.1 unless given), payment password
 * 112233, one bank account in its name (9876544321 unless given).
 */
export async function setUpWithdrawer(
  ctx: TestContext,
  site: BuiltSite,
  username: string,
  origin: { ip?: string; accountNumber?: string; deviceId?: string } = {},
) {
  const client = new PortalClient(ctx.app, site.code, origin.ip);
  const device: Record<string, string> = origin.deviceId ? { 'x-device-id': origin.deviceId } : {};
  await client.register({ username, password: 'secret12', confirmPassword: 'secret12' }, undefined, device);
  await client.enc('PUT', '/wps/member/paymentPassword', {
    loginPassword: 'secret12',
    newPaymentPassword: '112233',
    confirmPaymentPassword: '112233',
  });
  const account = await client.call('POST', '/wps/member/bankAccounts', {
    bankName: 'Demo Bank',
    accountNumber: origin.accountNumber ?? '9876544321',
    payeeName: 'Le Thi C',
  });
  return { client, bankAccountId: account.json().value.id as string };
}
