import { eq } from 'drizzle-orm';
import type { Secrets } from '../../platform/secrets.js';
import type { Database } from '../client.js';
import { serviceChannels, sites } from '../schema/index.js';

const channelsBySite: Record<string, { csType: 'LIVECHAT' | 'TELEGRAM'; title: string; path: string }[]> = {
  AUR: [
    { csType: 'LIVECHAT', title: 'Live chat 24/7', path: 'chat-room' },
    { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/aurora_play_support' },
  ],
  LTS: [
    { csType: 'LIVECHAT', title: 'Live support', path: 'chat-room' },
    { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/lotus_support' },
  ],
};

/**
 * The demo sites' customer-service channels, paths sealed with this installation's key (which the
 * first seed does not have yet, hence a step of its own). A site that has any channel is left alone.
 */
export async function seedDemoServiceChannels(db: Database, secrets: Secrets): Promise<void> {
  for (const [code, channels] of Object.entries(channelsBySite)) {
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, code));
    if (!site) continue;
    const [existing] = await db
      .select({ id: serviceChannels.id })
      .from(serviceChannels)
      .where(eq(serviceChannels.siteId, site.id))
      .limit(1);
    if (existing) continue;
    await db.insert(serviceChannels).values(
      channels.map((channel, sort) => ({
        siteId: site.id,
        csType: channel.csType,
        title: channel.title,
        pathSealed: secrets.seal(channel.path),
        sort,
      })),
    );
  }
}
