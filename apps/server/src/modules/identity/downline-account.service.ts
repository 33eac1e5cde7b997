import { randomBytes, randomInt } from 'node:crypto';
import { checkPattern, type OpenDownlineRequest, ruleFor } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import { registerSettingOf } from '../system/system.service.js';
import { DuplicateMemberError, ensureAffiliateCode } from './member.repository.js';
import { createMember } from './new-member.service.js';
import { playerType } from './roles.js';

/** An agent's invitation code: 8 letters and digits a person can read out (no 0/O, 1/I). */
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newAffiliateCode = () =>
  [...randomBytes(8)].map((byte) => codeAlphabet[byte % codeAlphabet.length]).join('');

/** Letters and digits a person can read out and type (no 0/O/o, 1/I/l). */
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const oneTimeLength = 12;

/**
 * A one-time password from a CSPRNG (`randomInt`, no modulo bias): 12 of 56 characters, about 70
 * bits. It starts with a capital and holds a digit, so the usual password rules (letters first,
 * letters and digits, a capital) take it; it is only good for signing in to choose one's own.
 */
export function newOneTimePassword(): string {
  for (;;) {
    const chars = Array.from({ length: oneTimeLength }, () => passwordAlphabet[randomInt(passwordAlphabet.length)]);
    const password = chars.join('');
    if (/^[A-Z]/.test(password) && /[0-9]/.test(password) && /[a-z]/.test(password)) return password;
  }
}

/**
 * registerCenter: an agent opens a member or agent account directly below itself. The username
 * follows the site's registration rule; the password is a one-time random one, shown to the agent in
 * this answer only, which the new member must change at its first sign-in (the session can do
 * nothing else until then). An agent opened this way gets its own invitation code.
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
  const oneTimePassword = newOneTimePassword();
  try {
    const member = await createMember(
      db,
      {
        siteId: site.id,
        username: request.username,
        passwordHash: await hashPassword(oneTimePassword),
        passwordMustChange: 'oneTime',
        memberType: request.type === 'agent' ? agentType! : playerType,
        nickname: request.nickname || request.username,
        parentId: agentId,
        affiliateCode: request.type === 'agent' ? newAffiliateCode() : null,
      },
      site.brand.currency.code,
    );
    return { username: member.username, type: request.type, mustChangePassword: true as const, oneTimePassword };
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
