import type {
  PromotionDefinition,
  PromotionKind,
  PromotionRules,
  PromotionState,
  TurnoverRule,
} from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { datedRows } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

export interface PromotionRow {
  id: string;
  site_id: number;
  code: string;
  kind: PromotionKind;
  title: Record<string, string>;
  terms: Record<string, string>;
  banner_url: string | null;
  starts_at: Date;
  ends_at: Date | null;
  rules: PromotionRules;
  turnover: TurnoverRule;
}

const promotionTimes = ['starts_at', 'ends_at'];
const selectPromotions = sql`SELECT id::text, site_id, code, kind, title, terms, banner_url, starts_at, ends_at, rules, turnover
  FROM promotions`;

/** The site's promotions not ended at `at` (coming ones too), in their order. */
export function livePromotions(db: Executor, siteId: number, at: Date) {
  return datedRows<PromotionRow>(
    db,
    sql`${selectPromotions} WHERE site_id = ${siteId} AND (ends_at IS NULL OR ends_at > ${at})
        ORDER BY sort_order, starts_at, promotions.id`,
    promotionTimes,
  );
}

export async function promotionByCode(db: Executor, siteId: number, code: string) {
  const [row] = await datedRows<PromotionRow>(
    db,
    sql`${selectPromotions} WHERE site_id = ${siteId} AND code = ${code}`,
    promotionTimes,
  );
  return row ?? null;
}

/** The promotion a grant belongs to. */
export async function promotionOfGrant(db: Executor, grantId: bigint) {
  const [row] = await datedRows<PromotionRow>(
    db,
    sql`${selectPromotions} WHERE id = (SELECT promotion_id FROM promotion_grants WHERE id = ${grantId})`,
    promotionTimes,
  );
  return row ?? null;
}

/** Writes or replaces a promotion of a site by its code. */
export async function upsertPromotion(db: Executor, siteId: number, definition: PromotionDefinition) {
  await db.execute(
    sql`INSERT INTO promotions (site_id, code, kind, title, terms, banner_url, starts_at, ends_at, rules, turnover)
        VALUES (${siteId}, ${definition.code}, ${definition.kind}, ${JSON.stringify(definition.title)}::jsonb,
                ${JSON.stringify(definition.terms)}::jsonb, ${definition.bannerUrl}, ${definition.startsAt},
                ${definition.endsAt}, ${JSON.stringify(definition.rules)}::jsonb, ${JSON.stringify(definition.turnover)}::jsonb)
        ON CONFLICT (site_id, code) DO UPDATE SET kind = EXCLUDED.kind, title = EXCLUDED.title, terms = EXCLUDED.terms,
          banner_url = EXCLUDED.banner_url, starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at,
          rules = EXCLUDED.rules, turnover = EXCLUDED.turnover`,
  );
}

/** Where a promotion stands at `at`, in SQL: waiting for its start, past its end, or running. */
const stateAt = (at: Date) => sql`CASE WHEN starts_at > ${at} THEN 'scheduled'
  WHEN ends_at IS NOT NULL AND ends_at <= ${at} THEN 'ended' ELSE 'live' END`;

/** A page of the site's promotions in every state (or the one asked) at `at`, newest start first, for the console. */
export function promotionsOfSite(
  db: Executor,
  siteId: number,
  at: Date,
  query: { state: PromotionState | undefined; page: number; pageSize: number },
) {
  return datedRows<PromotionRow & { state: PromotionState; total: string }>(
    db,
    sql`SELECT * FROM (
          SELECT id::text, site_id, code, kind, title, terms, banner_url, starts_at, ends_at, rules, turnover,
                 ${stateAt(at)} AS state, (count(*) over ())::text AS total, id AS row_id
          FROM promotions WHERE site_id = ${siteId}
            ${query.state === undefined ? sql`` : sql`AND ${stateAt(at)} = ${query.state}`}
        ) listed
        ORDER BY starts_at DESC, row_id DESC
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    promotionTimes,
  );
}
