import type { OperatorMemberDetail, OperatorMemberRow, OperatorMemberSearchQuery } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { fundsOutsideMain, mainBalance } from '../ledger/ledger.service.js';
import type { IdentityDeps } from './deps.js';
import { tagsOf } from './member-notes.repository.js';
import {
  liveSessions,
  type MemberRow,
  memberOfSite,
  recentAuditOf,
  searchMembers,
} from './member-search.repository.js';

/** The site as the member search needs it: which site, its trial type (never listed) and its currency. */
export interface SearchSite {
  id: number;
  trialType: number;
  currency: string;
}

const recentAuditRows = 20;
const dayMs = 86_400_000;

/** A YYYY-MM-DD day's start in UTC (the contract checked the form). */
const utcDay = (day: string) => new Date(`${day}T00:00:00.000Z`);

function rowView(row: MemberRow): OperatorMemberRow {
  return {
    username: row.username,
    nickname: row.nickname,
    realName: row.realName,
    // The number as dialled from abroad; a number without its code (older rows) as it was kept.
    mobile: row.mobileNum === null ? null : `${row.countryDialingCode ?? ''}${row.mobileNum}`,
    email: row.email,
    status: row.status,
    memberType: row.memberType,
    agent: row.agent,
    vipLevel: row.vipLevel,
    registeredAt: row.registeredAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * The operator console's member search (issue 25): the site's members but trial accounts, every filter given
 * holding, newest registration first unless asked otherwise, one page and the total.
 */
export async function findMembers(deps: IdentityDeps, site: SearchSite, query: OperatorMemberSearchQuery) {
  const { rows, total } = await searchMembers(
    deps.db,
    {
      siteId: site.id,
      trialType: site.trialType,
      usernamePrefix: query.username,
      mobileDigits: query.mobile,
      emailPrefix: query.email,
      realNamePart: query.realName,
      agent: query.agent,
      tag: query.tag,
      address: query.address,
      status: query.status,
      registeredFrom: query.registeredFrom === undefined ? undefined : utcDay(query.registeredFrom),
      // The last day is included: up to the start of the next.
      registeredBefore:
        query.registeredTo === undefined ? undefined : new Date(utcDay(query.registeredTo).getTime() + dayMs),
    },
    {
      sort: query.sort ?? 'registeredAt',
      // Names A to Z, times newest first, unless asked otherwise.
      order: query.order ?? (query.sort === 'username' ? 'asc' : 'desc'),
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    },
  );
  return { items: rows.map(rowView), total, page: query.page, pageSize: query.pageSize };
}

/**
 * A member's page for the service desk: the search's row, the rest of its registration, its money (read by the
 * ledger's own functions, never summed here a second way), its live sessions and what operators last did to it.
 * Another site's member is not found.
 */
export async function memberDetail(deps: IdentityDeps, site: SearchSite, username: string) {
  const member = await memberOfSite(deps.db, site.id, username);
  if (!member) throw new AppError('NOT_FOUND', { field: 'username', message: 'no such member on this site' });
  const [main, outsideMain, sessions, audit, tags] = await Promise.all([
    mainBalance(deps.db, member.id),
    fundsOutsideMain(deps.db, member.id),
    liveSessions(deps.db, member.id),
    recentAuditOf(deps.db, site.id, member, recentAuditRows),
    tagsOf(deps.db, member.id),
  ]);
  const detail: OperatorMemberDetail = {
    ...rowView(member),
    profile: member.profile,
    registrationIp: member.registrationIp,
    tags,
    balances: { currency: site.currency, main: String(main), outsideMain: String(outsideMain) },
    sessions: sessions.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      ip: session.ip,
    })),
    recentAudit: audit.map((row) => ({
      action: row.action,
      at: row.at.toISOString(),
      operator: row.operator,
      details: row.details,
    })),
  };
  return detail;
}
