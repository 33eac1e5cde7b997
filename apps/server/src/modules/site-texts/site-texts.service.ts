import type { StoredTexts } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './site-texts.repository.js';

/** What a text write names: the thing (for the audit and a 404 naming its field) and how to write it. */
export interface TextTarget {
  subject: string;
  field: string;
  write(db: Executor, siteId: number, maps: repo.TextMaps): Promise<StoredTexts | null>;
}

export const textTargets = {
  depositChannel: (code: string): TextTarget => ({
    subject: `payment-channel:${code}`,
    field: 'code',
    write: (db, siteId, maps) => repo.setDepositChannelTexts(db, siteId, code, maps),
  }),
  serviceChannel: (csType: string): TextTarget => ({
    subject: `service-channel:${csType}`,
    field: 'csType',
    write: (db, siteId, maps) => repo.setServiceChannelTexts(db, siteId, csType, maps),
  }),
  vipLevel: (level: number): TextTarget => ({
    subject: `vip-level:${level}`,
    field: 'level',
    write: (db, siteId, maps) => repo.setVipLevelTexts(db, siteId, level, maps),
  }),
  pointReward: (id: string): TextTarget => ({
    subject: `point-reward:${id}`,
    field: 'id',
    write: (db, siteId, maps) => repo.setPointRewardTexts(db, siteId, BigInt(id), maps),
  }),
};

/** Writes the per-language texts of one of the site's things and its audit row together; 404 when the site has no such thing. */
export async function writeTexts(
  db: Database,
  siteId: number,
  operatorId: bigint,
  target: TextTarget,
  maps: repo.TextMaps,
): Promise<StoredTexts> {
  return db.transaction(async (tx) => {
    const stored = await target.write(tx, siteId, maps);
    if (!stored) throw new AppError('NOT_FOUND', { field: target.field });
    await recordAudit(tx, { operatorId, siteId, action: 'texts.write', subject: target.subject, details: maps });
    return stored;
  });
}
