import type { StoredTexts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { writeChannelTexts } from '../cashier/payment-channels.service.js';
import { recordAudit } from '../operator/operator.service.js';
import { writeRewardTexts } from '../points/reward-admin.service.js';
import { writeServiceChannelTitles } from '../site/site-lists.service.js';
import { writeVipLevelNames } from '../vip/vip-levels.service.js';

/**
 * The operator's writes of the per-language texts (issue 22 #26). This module writes no table itself: each text
 * is written by its table's owner, through its service, in this module's transaction (payment channels: cashier;
 * customer-service channels: site; VIP levels: vip; rewards: points). The maps given, each replacing the stored one.
 */
export type TextMaps = Partial<Record<string, Record<string, string>>>;

/** What a text write names: the thing (for the audit and a 404 naming its field) and how to write it. */
export interface TextTarget {
  subject: string;
  field: string;
  write(db: Executor, siteId: number, maps: TextMaps): Promise<StoredTexts | null>;
}

export const textTargets = {
  depositChannel: (code: string): TextTarget => ({
    subject: `payment-channel:${code}`,
    field: 'code',
    write: (db, siteId, maps) => writeChannelTexts(db, siteId, code, maps),
  }),
  serviceChannel: (csType: string): TextTarget => ({
    subject: `service-channel:${csType}`,
    field: 'csType',
    write: (db, siteId, maps) => writeServiceChannelTitles(db, siteId, csType, maps),
  }),
  vipLevel: (level: number): TextTarget => ({
    subject: `vip-level:${level}`,
    field: 'level',
    write: async (db, siteId, maps) => (await writeVipLevelNames(db, siteId, level, maps.names ?? {})) ?? null,
  }),
  pointReward: (id: string): TextTarget => ({
    subject: `point-reward:${id}`,
    field: 'id',
    write: (db, siteId, maps) => writeRewardTexts(db, siteId, BigInt(id), maps),
  }),
};

/** Writes the per-language texts of one of the site's things and its audit row together; 404 when the site has no such thing. */
export async function writeTexts(
  db: Database,
  siteId: number,
  operatorId: bigint,
  target: TextTarget,
  maps: TextMaps,
): Promise<StoredTexts> {
  return db.transaction(async (tx) => {
    const stored = await target.write(tx, siteId, maps);
    if (!stored) throw new AppError('NOT_FOUND', { field: target.field });
    await recordAudit(tx, { operatorId, siteId, action: 'texts.write', subject: target.subject, details: maps });
    return stored;
  });
}
