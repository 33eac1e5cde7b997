import type { Language, OperatorPromotion, PromotionDefinition, PromotionState } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './promotion.repository.js';
import { promotionView } from './reward.service.js';

/** /promotions: the site's promotions that have not ended (coming ones too), in the member's language. */
export async function listPromotions(db: Database, site: Site, language: Language, at: Date) {
  return (await repo.livePromotions(db, site.id, at)).map((row) => promotionView(row, site, language));
}

export async function onePromotion(db: Database, site: Site, code: string, language: Language) {
  const row = await repo.promotionByCode(db, site.id, code);
  if (!row) throw new AppError('NOT_FOUND', { field: 'code' });
  return promotionView(row, site, language);
}

/** The operator defines (or changes) a promotion of its site, audited. */
export async function definePromotion(db: Database, site: Site, operatorId: bigint, definition: PromotionDefinition) {
  await db.transaction(async (tx) => {
    await repo.upsertPromotion(tx, site.id, definition);
    await recordAudit(tx, {
      operatorId,
      siteId: site.id,
      action: 'promotion.define',
      subject: `promotion:${definition.code}`,
      details: { kind: definition.kind },
    });
  });
  return { code: definition.code };
}

/** A page of the site's promotions for the console: every language's texts and the state each is in at `at`. */
export async function promotionsForOperator(
  db: Database,
  siteId: number,
  at: Date,
  query: { state?: PromotionState | undefined; page: number; pageSize: number },
) {
  const rows = await repo.promotionsOfSite(db, siteId, at, { ...query, state: query.state });
  const items: OperatorPromotion[] = rows.map((row) => ({
    code: row.code,
    kind: row.kind,
    title: row.title,
    terms: row.terms,
    bannerUrl: row.banner_url,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at?.toISOString() ?? null,
    rules: row.rules,
    turnover: row.turnover,
    state: row.state,
  }));
  return { items, total: Number(rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
