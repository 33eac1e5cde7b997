import type { MemberNote } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import type { IdentityDeps } from './deps.js';
import {
  addNote,
  candidateUpline,
  isInTeamOf,
  lockMemberForMove,
  memberRefOfSite,
  notesOf,
  replaceTags,
  setUpline,
  tagsOf,
  teamSizeOf,
} from './member-notes.repository.js';
import { lockMemberByUsername } from './member-status.repository.js';

const noSuchMember = () => new AppError('NOT_FOUND', { field: 'username', message: 'no such member on this site' });

/** The site's member by username, or a 404 naming the username (another site's member is not found). */
export async function memberOfSiteOrFail(deps: Pick<IdentityDeps, 'db'>, siteId: number, username: string) {
  const member = await memberRefOfSite(deps.db, siteId, username);
  if (!member) throw noSuchMember();
  return member;
}

const noteView = (row: { id: bigint; text: string; author: string; at: Date }): MemberNote => ({
  id: String(row.id),
  text: row.text,
  author: row.author,
  at: row.at.toISOString(),
});

/** The service desk's notes on the member, newest first, one page and the total (issue 25). */
export async function memberNotes(
  deps: IdentityDeps,
  siteId: number,
  username: string,
  page: { page: number; pageSize: number },
) {
  const member = await memberOfSiteOrFail(deps, siteId, username);
  const { rows, total } = await notesOf(deps.db, member.id, page.pageSize, (page.page - 1) * page.pageSize);
  return { items: rows.map(noteView), page: page.page, pageSize: page.pageSize, total };
}

/** An operator writes a note on the member: kept as written with its author and time, never edited. */
export async function writeMemberNote(
  deps: IdentityDeps,
  note: { siteId: number; operatorId: bigint; username: string; text: string },
) {
  const member = await memberOfSiteOrFail(deps, note.siteId, note.username);
  return noteView(await addNote(deps.db, { memberId: member.id, operatorId: note.operatorId, text: note.text }));
}

/** The tags as given, one per letter case (the first kept), A to Z. */
export function distinctTags(tags: string[]): string[] {
  const seen = new Map<string, string>();
  for (const tag of tags) if (!seen.has(tag.toLowerCase())) seen.set(tag.toLowerCase(), tag);
  return [...seen.values()].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
}

/**
 * The member's tags become the set given (issue 25). The change and its audit row (before, after, who and from
 * where) are one transaction on the member's row; a set that changes nothing is not audited.
 */
export async function setMemberTags(
  deps: IdentityDeps,
  change: { siteId: number; operatorId: bigint; username: string; tags: string[]; ip: string },
) {
  const after = distinctTags(change.tags);
  return deps.db.transaction(async (tx) => {
    const member = await lockMemberByUsername(tx, change.siteId, change.username);
    if (!member) throw noSuchMember();
    const before = await tagsOf(tx, member.id);
    if (before.join('\n') !== after.join('\n')) {
      await replaceTags(tx, { id: member.id, siteId: change.siteId }, after);
      await recordAudit(tx, {
        operatorId: change.operatorId,
        siteId: change.siteId,
        action: 'member.tags',
        subject: member.username,
        details: { before, after, ip: change.ip },
      });
    }
    return { username: member.username, tags: after };
  });
}

interface AgentMove {
  siteId: number;
  agentTypes: number[];
  operatorId: bigint;
  username: string;
  agent: string;
  reason: string;
  ip: string;
}

/**
 * The service desk moves a member under another agent of the site (issue 25), its whole team along (the team
 * tree's trigger moves the subtree). Refused: an upline that is no agent of the site, or is closed; the member
 * itself or anyone of its own team (a cycle); the agent it is under already. Audited with before, after and why.
 */
export async function moveMemberUnderAgent(deps: IdentityDeps, move: AgentMove) {
  return deps.db.transaction(async (tx) => {
    const member = await lockMemberForMove(tx, move.siteId, move.username);
    if (!member) throw noSuchMember();
    const agent = await candidateUpline(tx, move.siteId, move.agent);
    if (!agent) throw new AppError('NOT_FOUND', { field: 'agent', message: 'agent: no such member on this site' });
    if (!move.agentTypes.includes(agent.memberType)) {
      throw new AppError('VALIDATION_ERROR', { field: 'agent', message: 'agent: not an agent account' });
    }
    if (agent.status === 'closed') {
      throw new AppError('CONFLICT', { field: 'agent', message: 'agent: the account is closed' });
    }
    if (await isInTeamOf(tx, member.id, agent.id)) {
      throw new AppError('CONFLICT', { field: 'agent', message: 'agent: the member itself or one of its own team' });
    }
    if (member.parentId === agent.id) {
      throw new AppError('CONFLICT', { field: 'agent', message: 'agent: the member is under this agent already' });
    }
    const teamMoved = await teamSizeOf(tx, member.id);
    await setUpline(tx, member.id, agent.id);
    await recordAudit(tx, {
      operatorId: move.operatorId,
      siteId: move.siteId,
      action: 'member.agent',
      subject: member.username,
      details: { before: member.agent, after: agent.username, teamMoved, reason: move.reason, ip: move.ip },
    });
    return { username: member.username, before: member.agent, agent: agent.username, teamMoved };
  });
}
