import type { MemberStatus } from '@portal/contracts';
import { and, asc, desc, eq, gt, gte, like, lt, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor.js';
import { auditLog, knownAddresses, members, memberTags, operators, sessions } from '../../db/schema/index.js';
import { sessionPolicy } from './session.repository.js';

export interface MemberFilter {
  siteId: number;
  /** The site's trial type: trial accounts are never listed. */
  trialType: number;
  usernamePrefix?: string;
  mobileDigits?: string;
  emailPrefix?: string;
  realNamePart?: string;
  agent?: string;
  /** A tag of the service desk's, exactly (any letter case). */
  tag?: string;
  /** An IP address the member registered from or signed in from. */
  address?: string;
  status?: MemberStatus;
  registeredFrom?: Date;
  /** Exclusive: the start of the day after the range's last. */
  registeredBefore?: Date;
}

export interface MemberOrder {
  sort: 'username' | 'registeredAt' | 'lastLoginAt';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const upline = alias(members, 'upline');

// Registration keeps the real name as `realName` when the site asks for that field; sites that ask for the payee
// name instead keep it as `payeeName`, which the bank accounts also treat as the member's real name.
const realName = sql<string | null>`coalesce(${members.profile} ->> 'realName', ${members.profile} ->> 'payeeName')`;

/** A LIKE pattern matching the text literally: what an operator types is never a wildcard. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

// Left-anchored on lower(...), so that a (site_id, lower(column) text_pattern_ops) index can serve a prefix: the
// plain members_site_username index serves equality only unless the database's collation is "C".
const startsWith = (column: SQL, text: string) => sql`lower(${column}) LIKE lower(${`${literal(text)}%`})`;
const contains = (column: SQL, text: string) => sql`lower(${column}) LIKE lower(${`%${literal(text)}%`})`;

function conditions(filter: MemberFilter): SQL | undefined {
  return and(
    eq(members.siteId, filter.siteId),
    ne(members.memberType, filter.trialType),
    filter.usernamePrefix === undefined ? undefined : startsWith(sql`${members.username}`, filter.usernamePrefix),
    filter.mobileDigits === undefined ? undefined : like(members.mobileNum, `%${filter.mobileDigits}%`),
    filter.emailPrefix === undefined ? undefined : startsWith(sql`${members.email}`, filter.emailPrefix),
    filter.realNamePart === undefined ? undefined : contains(realName, filter.realNamePart),
    // The agent by its unique (site, lower(username)) index, then its downline by members_parent.
    filter.agent === undefined
      ? undefined
      : sql`${members.parentId} = (SELECT a.id FROM ${members} a
          WHERE a.site_id = ${filter.siteId} AND lower(a.username) = lower(${filter.agent}))`,
    // The tag by member_tags_site_tag, then each member by its own tags.
    filter.tag === undefined
      ? undefined
      : sql`${members.id} IN (SELECT t.member_id FROM ${memberTags} t
          WHERE t.site_id = ${filter.siteId} AND lower(t.tag) = lower(${filter.tag}))`,
    // The address by members_site_registration_ip and known_addresses_ip: accounts that share a machine or a network.
    filter.address === undefined
      ? undefined
      : sql`(${members.registrationIp} = ${filter.address}::inet OR ${members.id} IN (SELECT k.member_id
          FROM ${knownAddresses} k WHERE k.ip = ${filter.address}::inet))`,
    filter.status === undefined ? undefined : eq(members.status, filter.status),
    filter.registeredFrom === undefined ? undefined : gte(members.createdAt, filter.registeredFrom),
    filter.registeredBefore === undefined ? undefined : lt(members.createdAt, filter.registeredBefore),
  );
}

/** Ties broken by id, so a page never repeats or skips a member; members never signed in come last either way. */
function ordering({ sort, order }: MemberOrder): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  if (sort === 'username') return [direction(sql`lower(${members.username})`), direction(members.id)];
  if (sort === 'lastLoginAt') {
    return [sql`${members.lastLoginAt} ${sql.raw(order === 'asc' ? 'ASC' : 'DESC')} NULLS LAST`, direction(members.id)];
  }
  return [direction(members.createdAt), direction(members.id)];
}

const rowColumns = {
  id: members.id,
  username: members.username,
  nickname: members.nickname,
  realName,
  countryDialingCode: members.countryDialingCode,
  mobileNum: members.mobileNum,
  email: members.email,
  status: members.status,
  memberType: members.memberType,
  agent: upline.username,
  vipLevel: members.vipLevel,
  registeredAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
};
export type MemberRow = Awaited<ReturnType<typeof searchMembers>>['rows'][number];

/**
 * One page of the site's members and how many match in all, as two statements: a count over the whole result
 * inside the page's statement (a window) makes it read and sort every match, where the page alone stops after it
 * (an index in the order asked, migration 0056) and the count reads an index only.
 */
export async function searchMembers(db: Executor, filter: MemberFilter, page: MemberOrder) {
  const where = conditions(filter);
  const rows = await db
    .select(rowColumns)
    .from(members)
    .leftJoin(upline, eq(upline.id, members.parentId))
    .where(where)
    .orderBy(...ordering(page))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(members)
    .where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** A member of the site by username (any letter case), with what its page shows besides the row. */
export async function memberOfSite(db: Executor, siteId: number, username: string) {
  const [row] = await db
    .select({ ...rowColumns, profile: members.profile, registrationIp: members.registrationIp })
    .from(members)
    .leftJoin(upline, eq(upline.id, members.parentId))
    .where(and(eq(members.siteId, siteId), sql`lower(${members.username}) = lower(${username})`));
  return row ?? null;
}

/** The member's sessions still live (the same idle and absolute limits as the session check), latest first. */
export function liveSessions(db: Executor, memberId: bigint) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${sessionPolicy.idleMinutes})`),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

/**
 * The latest audit rows about the member on the site. Member actions (member.*) name it by username; money
 * actions by `member:<id>`. Other actions' subjects (an operator's username, a feedback id) may look like a
 * username, so only these two forms count.
 */
export function recentAuditOf(db: Executor, siteId: number, member: { id: bigint; username: string }, limit: number) {
  return db
    .select({ action: auditLog.action, at: auditLog.at, operator: operators.username, details: auditLog.details })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(
      and(
        eq(auditLog.siteId, siteId),
        sql`(${auditLog.subject} = ${`member:${member.id}`}
          OR (${auditLog.subject} = ${member.username} AND ${auditLog.action} LIKE 'member.%'))`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
