import { randomBytes } from 'node:crypto';
import type { PasswordChangeReason } from '@portal/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { type Database, oncePerDatabase } from '../../db/client.js';
import { knownAddresses, loginAttempts, members, sessions } from '../../db/schema/index.js';
import { tokenHashOf } from '../../platform/tokens.js';

/** ARCHITECTURE §5: 30 minutes idle, 12 hours at most, a new token at every sign-in. */
export const sessionPolicy = { idleMinutes: 30, absoluteHours: 12, touchAfterSeconds: 60 } as const;

/** A new session; `passwordChange` holds it to changing its password until it does (issue 22). */
export async function createSession(
  db: Database,
  memberId: bigint,
  siteId: number,
  ip: string,
  passwordChange: PasswordChangeReason | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: tokenHashOf(token),
    memberId,
    siteId,
    ip,
    passwordChange,
    expiresAt: sql`now() + make_interval(hours => ${sessionPolicy.absoluteHours})`,
  });
  return token;
}

/** The session changed its password: it is free to do anything again. */
export async function clearPasswordChange(db: Database, tokenHash: string): Promise<void> {
  await db.update(sessions).set({ passwordChange: null }).where(eq(sessions.tokenHash, tokenHash));
}

// Every signed-in call runs this lookup: it is built and prepared once per database, not per call.
const sessionLookup = oncePerDatabase((db) =>
  db
    .select({
      memberId: sessions.memberId,
      memberType: members.memberType,
      lastSeenAt: sessions.lastSeenAt,
      passwordChange: sessions.passwordChange,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        eq(sessions.siteId, sql.placeholder('siteId')),
        // A locked or closed member's sessions are ended when it happens; this holds should one be left.
        eq(members.status, 'active'),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sessionPolicy.idleMinutes})`),
      ),
    )
    .prepare('session_lookup'),
);

/** The live session of a token on a site, touched at most once a minute so reads stay reads. */
export async function findSession(db: Database, tokenHash: string, siteId: number) {
  const [row] = await sessionLookup(db).execute({ tokenHash, siteId });
  if (row && Date.now() - row.lastSeenAt.getTime() > sessionPolicy.touchAfterSeconds * 1000) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row ?? null;
}

export async function deleteSession(db: Database, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a member but one (after a password change); answers how many ended. */
export async function deleteOtherSessions(db: Database, memberId: bigint, keepTokenHash: string | null) {
  const keep = keepTokenHash ? sql` AND ${sessions.tokenHash} <> ${keepTokenHash}` : sql``;
  const ended = await db.execute(sql`DELETE FROM ${sessions} WHERE ${sessions.memberId} = ${memberId}${keep}`);
  return ended.rowCount ?? 0;
}

export async function recordAttempt(
  db: Database,
  siteId: number,
  account: string,
  client: { ip: string; device?: string | null },
  succeeded: boolean,
) {
  await db.insert(loginAttempts).values({ siteId, account, ip: client.ip, device: client.device ?? null, succeeded });
}

/**
 * Failures since the last success within the window, for the account and for the address, and
 * when the account's latest failure was. Unknown and real accounts are counted the same way.
 */
export async function failureCounts(db: Database, siteId: number, account: string, ip: string, windowMinutes: number) {
  const result = await db.execute<{ account_failures: number; ip_failures: number; last_failure: Date | null }>(sql`
    WITH recent AS (
      SELECT account, ip, succeeded, at FROM ${loginAttempts}
      WHERE site_id = ${siteId} AND at > now() - make_interval(mins => ${windowMinutes})
        AND (account = ${account} OR ip = ${ip}::inet)
    ),
    last_ok AS (SELECT max(at) AS at FROM recent WHERE account = ${account} AND succeeded)
    SELECT
      count(*) FILTER (WHERE account = ${account} AND NOT succeeded
        AND at > coalesce((SELECT at FROM last_ok), '-infinity'))::int AS account_failures,
      count(*) FILTER (WHERE ip = ${ip}::inet AND NOT succeeded)::int AS ip_failures,
      max(at) FILTER (WHERE account = ${account} AND NOT succeeded) AS last_failure
    FROM recent`);
  const row = result.rows[0];
  return {
    accountFailures: row?.account_failures ?? 0,
    ipFailures: row?.ip_failures ?? 0,
    lastFailure: row?.last_failure ? new Date(row.last_failure) : null,
  };
}

export async function isKnownAddress(db: Database, memberId: bigint, ip: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(knownAddresses)
    .where(eq(knownAddresses.memberId, memberId));
  if (!row || row.n === 0) return { any: false, known: false };
  const [match] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(knownAddresses)
    .where(and(eq(knownAddresses.memberId, memberId), sql`${knownAddresses.ip} = ${ip}::inet`));
  return { any: true, known: (match?.n ?? 0) > 0 };
}

export async function rememberAddress(db: Database, memberId: bigint, ip: string) {
  await db.insert(knownAddresses).values({ memberId, ip }).onConflictDoNothing();
}

/**
 * GET /wps/member/info runs on every page: its session check and everything it shows (member, main
 * balance, unread messages, rewards waiting) are one named prepared statement, one round trip to the database.
 */
const sessionInfoSql = `
SELECT s.member_id, s.last_seen_at, s.password_change, m.member_type, m.username, m.nickname, m.vip_level, m.mobile_num,
  coalesce(a.balance, 0)::text AS main_balance,
  (SELECT count(*)::int FROM messages u WHERE u.member_id = m.id AND u.read_at IS NULL) AS unread,
  -- What waits for the member in the reward centre: grants to claim, and live promotions it may still
  -- join (deposit matches, applications, draws) or whose free credit it has not taken up (issue 13), for
  -- which it is eligible (promotions/eligibility.ts: new members within days, a minimum VIP level).
  (SELECT count(*)::int FROM promotion_grants g WHERE g.member_id = m.id AND g.state = 'claim')
  + (SELECT count(*)::int FROM promotions p
     WHERE p.site_id = m.site_id AND p.starts_at <= now() AND (p.ends_at IS NULL OR p.ends_at > now())
       AND (p.kind IN ('first_deposit', 'reload', 'manual', 'raffle')
            OR (p.kind = 'registration' AND m.created_at >= p.starts_at))
       AND (p.rules ->> 'minVipLevel' IS NULL OR m.vip_level >= (p.rules ->> 'minVipLevel')::int)
       AND (p.rules ->> 'newMembersWithinDays' IS NULL
            OR m.created_at >= now() - make_interval(days => (p.rules ->> 'newMembersWithinDays')::int))
       AND NOT EXISTS (SELECT 1 FROM promotion_grants g WHERE g.promotion_id = p.id AND g.member_id = m.id
         AND g.instance_key = CASE WHEN p.rules ->> 'frequency' = 'daily'
           THEN (now() AT TIME ZONE (SELECT time_zone FROM sites WHERE id = m.site_id))::date::text ELSE 'once' END)
    ) AS available_promos
FROM sessions s
JOIN members m ON m.id = s.member_id
LEFT JOIN ledger_accounts a ON a.member_id = m.id AND a.wallet = 'MAIN'
WHERE s.token_hash = $1 AND s.site_id = $2 AND s.expires_at > now() AND m.status = 'active'
  AND s.last_seen_at > now() - make_interval(mins => $3)`;

interface SessionInfoRow {
  member_id: string;
  last_seen_at: Date;
  password_change: PasswordChangeReason | null;
  member_type: number;
  username: string;
  nickname: string;
  vip_level: number;
  mobile_num: string | null;
  main_balance: string;
  unread: number;
  available_promos: number;
}

export async function findSessionWithInfo(db: Database, tokenHash: string, siteId: number) {
  const result = await db.$client.query<SessionInfoRow>({
    name: 'session_member_info',
    text: sessionInfoSql,
    values: [tokenHash, siteId, sessionPolicy.idleMinutes],
  });
  const row = result.rows[0];
  if (!row) return null;
  if (Date.now() - row.last_seen_at.getTime() > sessionPolicy.touchAfterSeconds * 1000) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.tokenHash, tokenHash));
  }
  return {
    memberId: BigInt(row.member_id),
    memberType: row.member_type,
    passwordChange: row.password_change,
    username: row.username,
    nickname: row.nickname,
    vipLevel: row.vip_level,
    mobileNum: row.mobile_num,
    mainBalance: BigInt(row.main_balance),
    unread: row.unread,
    availablePromos: row.available_promos,
  };
}
