import { randomBytes } from 'node:crypto';
import { checkPattern, type OpenDownlineRequest, ruleFor } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import { registerSettingOf } from '../system/system.service.js';
import { DuplicateMemberError, ensureAffiliateCode, insertMember } from './member.repository.js';
import { playerType } from './roles.js';

/** An agent's invitation code: 8 letters and digits a person can read out (no 0/O, 1/I). */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newAffiliateCode = () => [...randomBytes(8)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');

/**
 * registerCenter: an agent opens a member or agent account directly below itself. The username
 * follows the site's registration rule; the password is the site's default one, which the new
 * member must change at its first sign-in. An agent opened this way gets its own invitation code.
 */
export async function openDownlineAccount(db: Database, site: Site, agentId: bigint, request: OpenDownlineRequest) {
  const rule = ruleFor(registerSettingOf(site), 'username');
  const failure = rule ? checkPattern(rule, request.username) : null;
  if (failure) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'username',
      message: failure.key,
      params: { min: failure.min, max: failure.max },
    });
  }
  const agentType = site.brand.agentTypes[0];
  if (request.type === 'agent' && agentType === undefined) {
    throw new AppError('VALIDATION_ERROR', { field: 'type', message: 'type: this site has no agents' });
  }
  try {
    const member = await insertMember(
      db,
      {
        siteId: site.id,
        username: request.username,
        passwordHash: await hashPassword(site.security.defaultPassword),
        passwordIsDefault: true,
        memberType: request.type === 'agent' ? agentType! : playerType,
        nickname: request.nickname || request.username,
        parentId: agentId,
        affiliateCode: request.type === 'agent' ? newAffiliateCode() : null,
      },
      site.brand.currency.code,
    );
    return { username: member.username, type: request.type, mustChangePassword: true as const };
  } catch (error) {
    if (error instanceof DuplicateMemberError) throw new AppError('USERNAME_TAKEN', { field: 'username' });
    throw error;
  }
}

/** My invitation code (given on first ask to an agent that has none) and the link that carries it. */
export async function invitationOf(db: Database, site: Site, agentId: bigint) {
  const code = await ensureAffiliateCode(db, agentId, newAffiliateCode());
  const domain = site.domains[0] ?? 'localhost';
  return { code, link: `https://${domain}/?affiliateCode=${encodeURIComponent(code)}` };
}
