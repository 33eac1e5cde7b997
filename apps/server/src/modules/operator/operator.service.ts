import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { Secrets } from '../../platform/secrets.js';
import type { Site } from '../../platform/site.types.js';
import type { Throttle } from '../../platform/throttle/index.js';
import { countAttempt, minutesLeft } from '../verification/attempt-gate.js';
import type { CaptchaAnswer } from '../verification/captcha.service.js';
import type { AuditEntry } from './operator.repository.js';
import * as repository from './operator.repository.js';
import { hasPasskey } from './passkeys.repository.js';

export interface OperatorDeps {
  db: Database;
  secrets: Secrets;
  throttle: Throttle;
}

interface OperatorLogin extends CaptchaAnswer {
  username: string;
  password: string;
}

/**
 * Operator accounts are global, so is their lockout: failures of an operator count wherever they
 * were tried, a captcha is due after one, and reaching the limit locks the operator on every site.
 * An operator signs in only through a site it runs; the session works on its own sites only, and only once the
 * second step is taken (a TOTP code: two-step.service.ts).
 */
export async function loginOperator(
  deps: OperatorDeps,
  site: Site,
  body: OperatorLogin,
  ip: string,
  /** The host the console is open at: a passkey made there may take the second step. */
  rpId?: string,
) {
  const account = deps.throttle.of('operatorLoginFailures', body.username.toLowerCase());
  const address = deps.throttle.of('loginFailuresPerAddress', ip);
  for (const key of [account, address]) {
    const state = await key.peek();
    if (!state.allowed) throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesLeft(state) } });
  }
  const decisions = await countAttempt(deps, site.id, [account, address], body);
  const refused = decisions.find((decision) => !decision.allowed);
  if (refused) throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesLeft(refused) } });

  const operator = await repository.findOperator(deps.db, body.username);
  if (!(await verifyPassword(operator?.passwordHash ?? null, body.password)) || !operator) {
    if ((decisions[0]?.count ?? 0) >= account.rule.limit) {
      throw new AppError('ACCOUNT_LOCKED', {
        params: { minutes: minutesLeft({ ...decisions[0]!, retryAfterMs: account.rule.blockMs ?? 0 }) },
      });
    }
    throw new AppError('LOGIN_FAILED', { captchaRequired: true });
  }
  await Promise.all([account.reset(), address.release()]);
  if (operator.siteIds && !operator.siteIds.includes(site.id)) throw new AppError('FORBIDDEN');
  await repository.recordAudit(deps.db, {
    operatorId: operator.id,
    siteId: site.id,
    action: 'operator.login',
    details: { ip },
  });
  // The password alone opens nothing: the session takes the second step (two-step.service.ts) first.
  const token = await repository.createPendingSession(deps.db, operator.id);
  if (!operator.totpEnabledAt) return { token, secondStep: 'enrol' as const };
  const passkey = rpId !== undefined && (await hasPasskey(deps.db, operator.id, rpId));
  return { token, secondStep: 'code' as const, passkey };
}

/** Ends the operator's session at once; the audit log says who left and from where. */
export async function logoutOperator(
  db: Database,
  site: Site,
  operator: { operatorId: bigint; tokenHash: string },
  ip: string,
) {
  await repository.deleteOperatorSession(db, operator.tokenHash);
  await repository.recordAudit(db, {
    operatorId: operator.operatorId,
    siteId: site.id,
    action: 'operator.logout',
    details: { ip },
  });
}

/** Ends every session of the operator, this one included (a lost laptop, a shared screen): audited. */
export async function signOutEverywhere(db: Database, site: Site, operator: { operatorId: bigint }, ip: string) {
  const ended = await repository.deleteOperatorSessions(db, operator.operatorId);
  await repository.recordAudit(db, {
    operatorId: operator.operatorId,
    siteId: site.id,
    action: 'operator.sessions.end',
    details: { ip, ended },
  });
  return { ended };
}

/** Every operator action is written to the append-only audit log, in the caller's transaction. */
export function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  return repository.recordAudit(db, entry);
}
