import type { PromotionDefinition, PromotionKind, PromotionRules, TurnoverRule } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { datedRows } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

const rowsOf = <T>(db: Executor, query: ReturnType<typeof sql>, timestamps: readonly string[] = []) =>
  datedRows<T>(db, query, timestamps);

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
  return rowsOf<PromotionRow>(
    db,
    sql`${selectPromotions} WHERE site_id = ${siteId} AND (ends_at IS NULL OR ends_at > ${at})
        ORDER BY sort_order, starts_at, promotions.id`,
    promotionTimes,
  );
}

export async function promotionByCode(db: Executor, siteId: number, code: string) {
  const [row] = await rowsOf<PromotionRow>(
    db,
    sql`${selectPromotions} WHERE site_id = ${siteId} AND code = ${code}`,
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

export interface GrantRow {
  id: string;
  promotion_id: string;
  member_id: string;
  instance_key: string;
  state: 'signed' | 'claim' | 'process' | 'done' | 'forfeited' | 'cancelled' | 'applying' | 'rejected';
  deposit: string | null;
  bonus: string | null;
  turnover_required: string | null;
  turnover_from: Date | null;
  updated_at: Date;
  reason?: string | null;
}

const grantTimes = ['turnover_from', 'updated_at'];
const selectGrants = sql`SELECT id::text, promotion_id::text, member_id::text, instance_key, state, deposit::text,
  bonus::text, turnover_required::text, turnover_from, updated_at, reason FROM promotion_grants`;

/** A member's grants on a site, newest first. */
export function grantsOf(db: Executor, memberId: bigint) {
  return rowsOf<GrantRow>(
    db,
    sql`${selectGrants} WHERE member_id = ${memberId} ORDER BY promotion_grants.id DESC`,
    grantTimes,
  );
}

/** One grant of a member, locked for the caller's change. */
export async function lockGrant(db: Executor, id: bigint, memberId: bigint | null, siteId: number) {
  const [row] = await rowsOf<GrantRow>(
    db,
    sql`${selectGrants} WHERE id = ${id} AND site_id = ${siteId} ${memberId === null ? sql`` : sql`AND member_id = ${memberId}`}
        FOR UPDATE`,
    grantTimes,
  );
  return row ?? null;
}

/** Starts a grant of one instance; null when the member already has that instance (exactly once, under any race). */
export async function insertGrant(
  db: Executor,
  grant: {
    promotionId: bigint;
    siteId: number;
    memberId: bigint;
    instanceKey: string;
    state: string;
    bonus?: bigint;
    at: Date;
  },
) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO promotion_grants (promotion_id, site_id, member_id, instance_key, state, bonus, created_at, updated_at)
        VALUES (${grant.promotionId}, ${grant.siteId}, ${grant.memberId}, ${grant.instanceKey}, ${grant.state},
                ${grant.bonus ?? null}, ${grant.at}, ${grant.at})
        ON CONFLICT (promotion_id, member_id, instance_key) DO NOTHING RETURNING id::text`,
  );
  return row ? BigInt(row.id) : null;
}

export async function updateGrant(
  db: Executor,
  id: bigint,
  change: {
    state: GrantRow['state'];
    at: Date;
    bonus?: bigint;
    deposit?: { id: bigint; amount: bigint };
    turnoverRequired?: bigint;
    turnoverFrom?: Date;
    entryId?: bigint;
    reason?: string;
  },
) {
  await db.execute(
    sql`UPDATE promotion_grants SET state = ${change.state}, updated_at = ${change.at},
          bonus = coalesce(${change.bonus ?? null}::bigint, bonus),
          deposit_id = coalesce(${change.deposit?.id ?? null}::bigint, deposit_id),
          deposit = coalesce(${change.deposit?.amount ?? null}::bigint, deposit),
          turnover_required = coalesce(${change.turnoverRequired ?? null}::bigint, turnover_required),
          turnover_from = coalesce(${change.turnoverFrom ?? null}::timestamptz, turnover_from),
          entry_id = coalesce(${change.entryId ?? null}::bigint, entry_id),
          reason = coalesce(${change.reason ?? null}, reason)
        WHERE id = ${id}`,
  );
}

/** A member's grants of deposit promotions waiting for a deposit, locked. */
export function signedDepositGrants(db: Executor, memberId: bigint) {
  return rowsOf<GrantRow & { kind: PromotionKind; rules: PromotionRules }>(
    db,
    sql`SELECT g.id::text, g.promotion_id::text, g.state, p.kind, p.rules FROM promotion_grants g
        JOIN promotions p ON p.id = g.promotion_id
        WHERE g.member_id = ${memberId} AND g.state = 'signed' AND p.kind IN ('first_deposit', 'reload')
        ORDER BY g.id FOR UPDATE OF g`,
  );
}

/** Whether this credited deposit is the member's first real one (demo money qualifies for nothing). */
export async function isFirstDeposit(db: Executor, memberId: bigint, depositId: bigint) {
  const [row] = await rowsOf<{ first: boolean }>(
    db,
    sql`SELECT coalesce((SELECT deposit_id = ${depositId} FROM member_first_real_deposits WHERE member_id = ${memberId}), false) AS first`,
  );
  return row?.first ?? false;
}

export interface TurnoverWindow {
  /** Weighted valid bets in the window (all of them, past the requirement too). */
  done: bigint;
  /** When the running total reached the requirement (microsecond text, kept exact), or null. */
  metAt: string | null;
}

/**
 * A grant's turnover window: the valid bets (each round's own, db/functions/valid_bet_of.sql) of the member's
 * settled real rounds from its claim (`from`, inclusive) and after `after` (exclusive: the moment the bonus
 * before it was met), each game category at its weight (100 % unless set), with the moment the running total
 * met `required`.
 */
export async function turnoverWindow(
  db: Executor,
  memberId: bigint,
  window: { from: Date; after: string | null; weights: Record<string, number>; required: bigint },
): Promise<TurnoverWindow> {
  const weight = sql`coalesce((${JSON.stringify(window.weights)}::jsonb ->> g.category)::integer, 100)`;
  const [row] = await rowsOf<{ done: string; met_at: string | null }>(
    db,
    sql`SELECT coalesce(max(running), 0)::text AS done,
               (min(settled_at) FILTER (WHERE running >= ${window.required}))::text AS met_at
        FROM (SELECT r.settled_at, sum(r.valid_bet * ${weight} / 100) OVER (ORDER BY r.settled_at, r.id) AS running
              FROM game_rounds r JOIN games g ON g.id = r.game_id
              WHERE r.member_id = ${memberId} AND r.status = 'settled' AND r.mode = 'real'
                AND r.settled_at >= ${window.from}
                ${window.after ? sql`AND r.settled_at > ${window.after}::timestamptz` : sql``}) counted`,
  );
  return { done: BigInt(row?.done ?? 0), metAt: row?.met_at ?? null };
}

/** The member's grants that had a turnover to play (open, met, given up or cancelled), oldest claim first. */
export function turnoverGrants(db: Executor, memberId: bigint) {
  return rowsOf<GrantRow & { turnover: TurnoverRule }>(
    db,
    sql`SELECT g.id::text, g.state, g.turnover_required::text, g.turnover_from, g.updated_at, p.turnover
        FROM promotion_grants g JOIN promotions p ON p.id = g.promotion_id
        WHERE g.member_id = ${memberId} AND g.turnover_from IS NOT NULL
          AND g.state IN ('process', 'done', 'forfeited', 'cancelled')
        ORDER BY g.turnover_from, g.id`,
    grantTimes,
  );
}

/** When the member joined the site. */
export async function memberSince(db: Executor, memberId: bigint): Promise<Date> {
  const [row] = await rowsOf<{ created_at: Date }>(db, sql`SELECT created_at FROM members WHERE id = ${memberId}`, [
    'created_at',
  ]);
  return row!.created_at;
}

/** The promotion a grant belongs to. */
export async function promotionOfGrant(db: Executor, grantId: bigint) {
  const [row] = await rowsOf<PromotionRow>(
    db,
    sql`${selectPromotions} WHERE id = (SELECT promotion_id FROM promotion_grants WHERE id = ${grantId})`,
    promotionTimes,
  );
  return row ?? null;
}

/** A member's net loss over site-local days (stake - payout of every settled real round, from the record of play). */
export async function netLoss(db: Executor, memberId: bigint, from: string, to: string): Promise<bigint> {
  const [row] = await rowsOf<{ loss: string }>(
    db,
    sql`SELECT coalesce(sum(stake - payout), 0)::text AS loss FROM play_daily
        WHERE member_id = ${memberId} AND day BETWEEN ${from}::date AND ${to}::date`,
  );
  return BigInt(row?.loss ?? 0);
}

/** What demo channels and real channels credited to the member before `until` (minor units). */
export async function depositsBefore(db: Executor, memberId: bigint, until: Date) {
  const [row] = await rowsOf<{ demo: string; real: string }>(
    db,
    sql`SELECT coalesce(sum(amount) FILTER (WHERE demo), 0)::text AS demo,
               coalesce(sum(amount) FILTER (WHERE NOT demo), 0)::text AS real
        FROM deposits WHERE member_id = ${memberId} AND status = 'credited' AND decided_at < ${until}`,
  );
  return { demo: BigInt(row?.demo ?? 0), real: BigInt(row?.real ?? 0) };
}

/** Stores an application's comment and images with its grant. */
export async function saveApplication(
  db: Executor,
  grantId: bigint,
  comment: string,
  images: readonly { contentType: string; content: Buffer }[],
) {
  await db.execute(sql`UPDATE promotion_grants SET comment = ${comment} WHERE id = ${grantId}`);
  for (const [position, image] of images.entries()) {
    await db.execute(
      sql`INSERT INTO promotion_application_images (grant_id, position, content_type, content)
          VALUES (${grantId}, ${position}, ${image.contentType}, ${image.content})`,
    );
  }
}

export interface ApplicationRow {
  id: string;
  code: string;
  username: string;
  comment: string;
  images: number;
  state: 'applying' | 'rejected' | 'process' | 'done';
  created_at: Date;
}

/** The site's applications (waiting first), newest first within each. */
export function applicationsOf(db: Executor, siteId: number) {
  return rowsOf<ApplicationRow>(
    db,
    sql`SELECT g.id::text, p.code, m.username, g.comment, g.state, g.created_at,
               (SELECT count(*)::integer FROM promotion_application_images i WHERE i.grant_id = g.id) AS images
        FROM promotion_grants g JOIN promotions p ON p.id = g.promotion_id JOIN members m ON m.id = g.member_id
        WHERE g.site_id = ${siteId} AND p.kind = 'manual' AND g.comment IS NOT NULL
        ORDER BY (g.state = 'applying') DESC, g.id DESC LIMIT 200`,
    ['created_at'],
  );
}

export async function applicationImage(db: Executor, siteId: number, grantId: bigint, position: number) {
  const [row] = await rowsOf<{ content_type: string; content: Buffer }>(
    db,
    sql`SELECT i.content_type, i.content FROM promotion_application_images i
        JOIN promotion_grants g ON g.id = i.grant_id
        WHERE i.grant_id = ${grantId} AND i.position = ${position} AND g.site_id = ${siteId}`,
  );
  return row ?? null;
}

/** Whether the member has a credited real deposit already (a first-deposit match is then out of reach). */
export async function hasDeposited(db: Executor, memberId: bigint): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM member_first_real_deposits WHERE member_id = ${memberId}) AS found`,
  );
  return row?.found ?? false;
}

/** When a member joined and their VIP level: what a promotion's eligibility asks of them. */
export async function memberStanding(db: Executor, memberId: bigint): Promise<{ joinedAt: Date; vipLevel: number }> {
  const result = await db.execute<{ created_at: string; vip_level: number }>(
    sql`SELECT created_at::text, vip_level FROM members WHERE id = ${memberId}`,
  );
  const member = result.rows[0]!;
  return { joinedAt: new Date(member.created_at), vipLevel: member.vip_level };
}
