import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { paymentChannels, sites } from '../db/schema/index.js';

/**
 * Demo deposit channels: a bank transfer an operator confirms, and an instant channel labelled as demo,
 * named in every language the site offers (the label is the operator's own).
 */
const channelsBySite: Record<string, (typeof paymentChannels.$inferInsert)[]> = {
  AUR: [
    {
      siteId: 0,
      code: 'BANK',
      kind: 'bank_transfer',
      name: 'Bank transfer',
      names: {
        EN: 'Bank transfer',
        TY: 'Chuyển khoản ngân hàng',
        JA: '銀行振込',
        KO: '계좌 이체',
        PT: 'Transferência bancária',
      },
      minAmount: 10_00n,
      maxAmount: 10_000_00n,
      instructions: { bank: 'Demo Bank', accountName: 'Aurora Play Ltd', accountNumber: '000-123-456' },
      notes: {
        EN: 'Write your username as the transfer reference.',
        TY: 'Ghi tên đăng nhập của bạn vào nội dung chuyển khoản.',
        JA: '振込の備考欄にユーザー名をご記入ください。',
        KO: '이체 메모에 아이디를 적어 주세요.',
        PT: 'Informe seu nome de usuário como referência da transferência.',
      },
    },
    {
      siteId: 0,
      code: 'DEMO',
      kind: 'instant_demo',
      name: 'Instant (demo money)',
      names: {
        EN: 'Instant (demo money)',
        TY: 'Tức thì (tiền thử)',
        JA: '即時入金（デモマネー）',
        KO: '즉시 입금 (데모 머니)',
        PT: 'Instantâneo (dinheiro de demonstração)',
      },
      minAmount: 1_00n,
      maxAmount: 1_000_00n,
      sortOrder: 1,
    },
  ],
  LTS: [
    {
      siteId: 0,
      code: 'BANK',
      kind: 'bank_transfer',
      name: 'Chuyển khoản ngân hàng',
      names: { TY: 'Chuyển khoản ngân hàng', EN: 'Bank transfer' },
      minAmount: 50_000n,
      maxAmount: 100_000_000n,
      instructions: { bank: 'Demo Bank VN', accountName: 'Lotus Lotto', accountNumber: '9704-0000-1111' },
      notes: {
        TY: 'Ghi tên đăng nhập của bạn vào nội dung chuyển khoản.',
        EN: 'Write your username as the transfer reference.',
      },
    },
    {
      siteId: 0,
      code: 'DEMO',
      kind: 'instant_demo',
      name: 'Tức thì (tiền thử)',
      names: { TY: 'Tức thì (tiền thử)', EN: 'Instant (demo money)' },
      minAmount: 10_000n,
      maxAmount: 10_000_000n,
      sortOrder: 1,
    },
  ],
};

export async function seedDemoChannels(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, siteCode));
  const channels = channelsBySite[siteCode];
  if (!site || !channels) return;
  await db.insert(paymentChannels).values(channels.map((channel) => ({ ...channel, siteId: site.id })));
}
