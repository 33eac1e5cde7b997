import { checkPattern, type OpenAgentRequest, type OpenedAgent, ruleFor } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import { recordAudit } from '../operator/operator.service.js';
import { registerSettingOf } from '../system/system.service.js';
import type { IdentityDeps } from './deps.js';
import { newAffiliateCode, newOneTimePassword } from './downline-account.service.js';
import { DuplicateMemberError, findByUsername } from './member.repository.js';
import { createMember } from './new-member.service.js';

interface AgentOpening {
  site: Site;
  operatorId: bigint;
  request: Required<Pick<OpenAgentRequest, 'username' | 'password'>> & Omit<OpenAgentRequest, 'username' | 'password'>;
  ip: string;
}

function refuse(field: string, message: string): never {
  throw new AppError('VALIDATION_ERROR', { field, message: `${field}: ${message}` });
}

/** The agent to open the account under, if any: an agent of the site, not closed. */
async function parentOf(deps: IdentityDeps, site: Site, username: string | undefined) {
  if (username === undefined) return null;
  const parent = await findByUsername(deps.db, site.id, username);
  if (!parent) throw new AppError('NOT_FOUND', { field: 'parent', message: 'parent: no such member on this site' });
  if (!site.brand.agentTypes.includes(parent.memberType)) refuse('parent', 'not an agent account');
  if (parent.status === 'closed') {
    throw new AppError('CONFLICT', { field: 'parent', message: 'parent: the account is closed' });
  }
  return parent;
}

/**
 * An operator opens an agent account (issue 25), at the top of the tree or under an agent of the site, as an agent
 * opens its downline's: the username follows the site's registration rule, and the agent must change its first
 * password at its first sign-in, whether a one-time one (answered here once, never kept in the audit) or the
 * site's default password. The member, its wallet and the audit row (who, from where, what) are one transaction; a
 * username taken, even by a parallel call, answers 409 naming it.
 */
export async function openAgentAccount(deps: IdentityDeps, opening: AgentOpening): Promise<OpenedAgent> {
  const { site, request } = opening;
  const rule = ruleFor(registerSettingOf(site), 'username');
  const failure = rule ? checkPattern(rule, request.username) : null;
  if (failure) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'username',
      message: failure.key,
      params: { min: failure.min, max: failure.max },
    });
  }
  const agentTypes = site.brand.agentTypes;
  if (agentTypes.length === 0) refuse('memberType', 'this site has no agents');
  const memberType = request.memberType ?? agentTypes[0]!;
  if (!agentTypes.includes(memberType)) refuse('memberType', `one of ${agentTypes.join(', ')}`);
  const parent = await parentOf(deps, site, request.parent);
  const usesDefault = request.password === 'default';
  if (usesDefault && !site.security.defaultPassword) {
    throw new AppError('CONFLICT', { field: 'password', message: 'password: the site has no default password' });
  }
  const oneTimePassword = usesDefault ? null : newOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword ?? site.security.defaultPassword);
  try {
    const member = await createMember(
      deps.db,
      {
        siteId: site.id,
        username: request.username,
        passwordHash,
        passwordMustChange: usesDefault ? 'default' : 'oneTime',
        memberType,
        nickname: request.nickname || request.username,
        parentId: parent?.id ?? null,
        affiliateCode: newAffiliateCode(),
      },
      site.brand.currency.code,
      undefined,
      (tx, row) =>
        recordAudit(tx, {
          operatorId: opening.operatorId,
          siteId: site.id,
          action: 'member.agent.open',
          subject: row.username,
          details: {
            before: null,
            after: { memberType, parent: parent?.username ?? null, password: request.password },
            ip: opening.ip,
          },
        }),
    );
    return {
      username: member.username,
      memberType,
      parent: parent?.username ?? null,
      password: request.password,
      oneTimePassword,
      mustChangePassword: true,
    };
  } catch (error) {
    if (error instanceof DuplicateMemberError) throw new AppError('USERNAME_TAKEN', { field: 'username' });
    throw error;
  }
}
