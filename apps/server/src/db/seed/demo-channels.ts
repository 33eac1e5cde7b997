import { eq } from 'drizzle-orm';
import type { Database } from '../client.js';
import { paymentChannels, sites } from '../schema/index.js';

/** Demo deposit channels: a bank transfer an operator confirms, and an instant channel labelled as demo. */
const channelsBySite: Record<string, (typeof paymentChannels.$inferInsert)[]> = {
  AUR: [
    {
      siteId: 0,
      code: 'BANK',
      kind: 'bank_transfer',
      name: 'Bank transfer',
      minAmount: 10_00n,
      maxAmount: 10_000_00n,
      instructions: { bank: 'Demo Bank', accountName: 'Aurora Play Ltd', accountNumber: '000-123-456' },
    },
    {
      siteId: 0,
      code: 'DEMO',
      kind: 'instant_demo',
      name: 'Instant (demo money)',
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
      minAmount: 50_000n,
      maxAmount: 100_000_000n,
      instructions: { bank: 'Demo Bank VN', accountName: 'Lotus Lotto', accountNumber: '9704-0000-1111' },
    },
    {
      siteId: 0,
      code: 'DEMO',
      kind: 'instant_demo',
      name: 'Tức thì (tiền thử)',
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
