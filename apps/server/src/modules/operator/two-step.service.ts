import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { Site } from '../../platform/site.types.js';
import { minutesLeft } from '../verification/attempt-gate.js';
import { markSessionVerified, recordAudit } from './operator.repository.js';
import type { OperatorDeps } from './operator.service.js';
import * as keys from './two-step.repository.js';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30 seconds. */
const totpSettings = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const recoveryCodeCount = 10;

const totpOf = (secret: string, issuer: string, label: string) =>
  new TOTP({ ...totpSettings, issuer, label, secret: Secret.fromBase32(secret) });

/** Ten letters and digits in two groups (about 51 bits), lower case: easy to read out and type. */
function newRecoveryCode(): string {
  const text = BigInt(`0x${randomBytes(8).toString('hex')}`)
    .toString(36)
    .padStart(10, '0')
    .slice(-10);
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

type SecondStep = { code: string } | { recoveryCode: string };

/**
 * The second step of an operator's sign-in (issue 25): an authenticator app's code (TOTP), enrolled once with a QR
 * code, or one of ten single-use recovery codes. A code is taken once (its 30-second step is remembered), every try
 * counts against the operator before it is judged (five per quarter hour), and only then is the session signed in.
 */
export class TwoStep {
  constructor(
    private readonly deps: OperatorDeps,
    private readonly clock: Clock,
  ) {}

  /** A new secret to add to an authenticator (again and again until one is confirmed), and its otpauth:// URI. */
  async startEnrolment(site: Site, operator: OperatorPrincipal) {
    const secret = new Secret({ size: 20 }).base32;
    if (!(await keys.saveEnrollingSecret(this.deps.db, operator.operatorId, this.deps.secrets.seal(secret)))) {
      throw new AppError('TWO_STEP_ENROLLED');
    }
    return { secret, uri: totpOf(secret, site.name, operator.username).toString() };
  }

  /** Confirms the enrolment with the authenticator's first code: answers the recovery codes, shown this once. */
  async enrol(site: Site, operator: OperatorPrincipal, code: string, ip: string) {
    const tries = await this.countTry(operator);
    const key = await keys.authenticatorOf(this.deps.db, operator.operatorId);
    if (key?.enabledAt) throw new AppError('TWO_STEP_ENROLLED');
    if (!key?.sealed) throw new AppError('TWO_STEP_NOT_ENROLLED', { field: 'code' });
    const step = this.stepOf(this.deps.secrets.open(key.sealed), code);
    const recoveryCodes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    const enrolled = await this.deps.db.transaction(async (tx) => {
      if (step === null || !(await keys.takeStep(tx, operator.operatorId, step, true))) return false;
      await keys.replaceRecoveryCodes(
        tx,
        operator.operatorId,
        recoveryCodes.map((recovery) => this.deps.secrets.digest(recovery)),
      );
      await markSessionVerified(tx, operator.tokenHash);
      await recordAudit(tx, {
        operatorId: operator.operatorId,
        siteId: site.id,
        action: 'operator.two-step.enrol',
        details: { ip },
      });
      return true;
    });
    if (!enrolled) throw new AppError('TWO_STEP_CODE_INVALID', { field: 'code' });
    await tries.reset();
    return { recoveryCodes };
  }

  /** The second step of a sign-in: a current code, or an unused recovery code. */
  async verify(site: Site, operator: OperatorPrincipal, body: SecondStep, ip: string): Promise<void> {
    const tries = await this.countTry(operator);
    const key = await keys.authenticatorOf(this.deps.db, operator.operatorId);
    if (!key?.enabledAt || !key.sealed) throw new AppError('TWO_STEP_NOT_ENROLLED');
    const field = 'code' in body ? 'code' : 'recoveryCode';
    let passed: boolean;
    if ('code' in body) {
      const step = this.stepOf(this.deps.secrets.open(key.sealed), body.code);
      passed = step !== null && (await keys.takeStep(this.deps.db, operator.operatorId, step));
    } else {
      const digest = this.deps.secrets.digest(body.recoveryCode.toLowerCase());
      passed = await keys.useRecoveryCode(this.deps.db, operator.operatorId, digest);
    }
    if (!passed) throw new AppError('TWO_STEP_CODE_INVALID', { field });
    await markSessionVerified(this.deps.db, operator.tokenHash);
    await tries.reset();
    await recordAudit(this.deps.db, {
      operatorId: operator.operatorId,
      siteId: site.id,
      action: 'operator.two-step',
      details: { ip, with: field },
    });
  }

  /** Counts the try before it is judged: the sixth within a quarter hour is refused whatever it holds. */
  private async countTry(operator: OperatorPrincipal) {
    const tries = this.deps.throttle.of('operatorSecondStepTries', String(operator.operatorId));
    const decision = await tries.consume();
    if (!decision.allowed) throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesLeft(decision) } });
    return tries;
  }

  /** The 30-second step a code belongs to (the current one or either neighbour, for a clock a little off), or null. */
  private stepOf(secret: string, code: string): number | null {
    const timestamp = this.clock();
    const delta = TOTP.validate({
      ...totpSettings,
      token: code,
      secret: Secret.fromBase32(secret),
      timestamp,
      window: 1,
    });
    return delta === null ? null : TOTP.counter({ period: totpSettings.period, timestamp }) + delta;
  }
}
