import type { ReferralRules, ReferralRulesInput } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './referral.repository.js';
import { rulesView } from './referral.service.js';

export async function referralRules(db: Database, siteId: number): Promise<ReferralRules | null> {
  return rulesView(await repo.settingsOf(db, siteId));
}

/** Replaces the site's rules and records who did it, in one transaction. */
export async function setReferralRules(db: Database, siteId: number, operatorId: bigint, rules: ReferralRulesInput) {
  await db.transaction(async (tx) => {
    await repo.upsertSettings(tx, siteId, {
      reward: BigInt(rules.reward),
      minDeposit: BigInt(rules.minDeposit),
      minValidBet: BigInt(rules.minValidBet),
      withinDays: rules.withinDays,
      monthlyCap: rules.monthlyCap,
    });
    await recordAudit(tx, { operatorId, siteId, action: 'referral.rules', subject: `site:${siteId}`, details: rules });
  });
  return referralRules(db, siteId);
}
