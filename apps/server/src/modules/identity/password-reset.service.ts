import { randomInt } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Site } from '../../platform/site.types.js';
import type { Client } from './client.js';
import type { IdentityDeps } from './deps.js';
import { findByUsername, setPassword } from './member.repository.js';
import { insertReset, latestLiveReset, useReset } from './password-reset.repository.js';
import { assertNewPassword } from './password-rule.js';
import { endOtherSessions } from './session.service.js';

const lifetimeMinutes = 15;
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten characters from a CSPRNG over an alphabet without look-alikes: about 49 bits. */
function newCode(): string {
  return Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** What is hashed: the code bound to its member, so a code is worth nothing for another account. */
const codeMaterial = (memberId: bigint, code: string) => `password-reset:${memberId}:${code}`;

/**
 * POST /wps/member/password/email: when the username and e-mail belong together, a single-use code
 * valid 15 minutes goes to that address; nothing about the account changes until the owner uses it.
 * Requests are counted per account and per address whether or not they match, and the answer is the
 * same either way, so the call tells nobody which accounts exist.
 */
export async function requestEmailReset(
  deps: IdentityDeps,
  site: Site,
  body: { username: string; email: string },
  client: Client,
): Promise<void> {
  const account = deps.throttle.of('passwordResetPerAccount', `${site.id}:${body.username.toLowerCase()}`);
  const address = deps.throttle.of('passwordResetPerAddress', client.ip);
  const decisions = await Promise.all([account.consume(), address.consume()]);
  if (decisions.some((decision) => !decision.allowed)) throw new AppError('THROTTLED');
  const member = await findByUsername(deps.db, site.id, body.username);
  if (!member?.email || member.email.toLowerCase() !== body.email.toLowerCase()) return;
  const code = newCode();
  await insertReset(deps.db, member.id, deps.secrets.digest(codeMaterial(member.id, code)), lifetimeMinutes);
  await deps.messaging.email.send({
    siteId: site.id,
    to: member.email,
    subject: `${site.name}: your password reset code`,
    body: `Your password reset code is ${code}. It works once, for ${lifetimeMinutes} minutes. If you did not ask for it, ignore this e-mail: your password is unchanged.`,
  });
}

/**
 * POST /wps/member/password/email/reset (enc): the code and a new password. Every try is counted
 * before the code is compared (five per account an hour), the code works once, and the new password
 * ends every session of the account.
 */
export async function resetByEmailCode(
  deps: IdentityDeps,
  site: Site,
  body: { username: string; code: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  assertNewPassword(site, body.newPassword, body.confirmNewPassword);
  const invalid = () => new AppError('RESET_CODE_INVALID', { field: 'code' });
  const tries = deps.throttle.of('passwordResetCodeTries', `${site.id}:${body.username.toLowerCase()}`);
  if (!(await tries.consume()).allowed) throw invalid();
  const member = await findByUsername(deps.db, site.id, body.username);
  const reset = member ? await latestLiveReset(deps.db, member.id) : null;
  if (!member || !reset || !deps.secrets.matches(codeMaterial(member.id, body.code), reset.codeHash)) throw invalid();
  if (!(await useReset(deps.db, reset.id))) throw invalid();
  await setPassword(deps.db, member.id, await hashPassword(body.newPassword));
  await endOtherSessions(deps, member.id, null);
  await tries.reset();
}
