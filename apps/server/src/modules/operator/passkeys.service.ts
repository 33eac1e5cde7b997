import { type OperatorPasskey, passkeyChallengeMinutes } from '@portal/contracts';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { OperatorPrincipal } from '../../platform/operator-auth.js';
import type { Site } from '../../platform/site.types.js';
import { minutesLeft } from '../verification/attempt-gate.js';
import { markSessionVerified, recordAudit } from './operator.repository.js';
import type { OperatorDeps } from './operator.service.js';
import * as keys from './passkeys.repository.js';

/** Where the ceremony happens: the console's host (the relying party) and the origin the browser must report. */
export interface PasskeyHost {
  rpId: string;
  origin: string;
}

const refused = () => new AppError('PASSKEY_REFUSED', { field: 'response' });

const publicOf = (row: keys.PasskeyRow): OperatorPasskey => ({
  id: String(row.id),
  name: row.name,
  host: row.rpId,
  transports: row.transports,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Passkeys (WebAuthn) of operators (issue 25): made from a signed-in session at the console's host, and taking a
 * sign-in's second step in place of the authenticator's code. A challenge is answered once and within five minutes;
 * a passkey's counter only moves forward, so an assertion replayed, even with a new challenge, is refused.
 */
export class Passkeys {
  constructor(
    private readonly deps: OperatorDeps,
    private readonly clock: Clock,
  ) {}

  async list(operator: OperatorPrincipal): Promise<OperatorPasskey[]> {
    return (await keys.passkeysOf(this.deps.db, operator.operatorId)).map(publicOf);
  }

  /** Options to make a passkey at this host (not again on an authenticator that holds one for the operator). */
  async registrationOptions(site: Site, operator: OperatorPrincipal, host: PasskeyHost) {
    const existing = await keys.passkeysOf(this.deps.db, operator.operatorId, host.rpId);
    const options = await generateRegistrationOptions({
      rpName: site.name,
      rpID: host.rpId,
      userName: operator.username,
      userID: new TextEncoder().encode(`operator:${operator.operatorId}`),
      attestationType: 'none',
      timeout: passkeyChallengeMinutes * 60_000,
      excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await this.saveChallenge(operator, 'register', options.challenge, host);
    return options;
  }

  /** Keeps the passkey the browser made for the options (audited): the challenge is taken once. */
  async register(
    site: Site,
    operator: OperatorPrincipal,
    host: PasskeyHost,
    body: { name: string; response: RegistrationResponseJSON },
    ip: string,
  ): Promise<OperatorPasskey> {
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: body.response,
        expectedChallenge: (challenge) => this.takeChallenge(operator, 'register', challenge, host),
        expectedOrigin: host.origin,
        expectedRPID: host.rpId,
        requireUserVerification: false,
      });
    } catch {
      throw refused();
    }
    if (!verified.verified) throw refused();
    const { credential } = verified.registrationInfo;
    return this.deps.db.transaction(async (tx) => {
      const row = await keys.insertPasskey(tx, {
        operatorId: operator.operatorId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? body.response.response.transports ?? [],
        rpId: host.rpId,
        name: body.name,
      });
      if (!row) throw new AppError('CONFLICT', { field: 'response' });
      const after = publicOf(row);
      await recordAudit(tx, {
        operatorId: operator.operatorId,
        siteId: site.id,
        action: 'operator.passkey.add',
        subject: `passkey:${after.id}`,
        details: { ip, before: null, after },
      });
      return after;
    });
  }

  /** Removes one of the operator's own passkeys (audited); another's, or none, is 404. */
  async remove(site: Site, operator: OperatorPrincipal, id: string, ip: string) {
    if (!/^\d{1,18}$/.test(id)) throw new AppError('NOT_FOUND');
    return this.deps.db.transaction(async (tx) => {
      const row = await keys.deletePasskey(tx, operator.operatorId, BigInt(id));
      if (!row) throw new AppError('NOT_FOUND');
      await recordAudit(tx, {
        operatorId: operator.operatorId,
        siteId: site.id,
        action: 'operator.passkey.remove',
        subject: `passkey:${id}`,
        details: { ip, before: publicOf(row), after: null },
      });
      return { id };
    });
  }

  /** Options for the second step with a passkey: the operator's passkeys at this host. */
  async signInOptions(operator: OperatorPrincipal, host: PasskeyHost) {
    const existing = await keys.passkeysOf(this.deps.db, operator.operatorId, host.rpId);
    if (existing.length === 0) throw new AppError('PASSKEY_REFUSED');
    const options = await generateAuthenticationOptions({
      rpID: host.rpId,
      allowCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
      userVerification: 'preferred',
      timeout: passkeyChallengeMinutes * 60_000,
    });
    await this.saveChallenge(operator, 'sign-in', options.challenge, host);
    return options;
  }

  /** The second step with a passkey: its challenge taken once, its counter moved forward, the session signed in. */
  async signIn(
    site: Site,
    operator: OperatorPrincipal,
    host: PasskeyHost,
    response: AuthenticationResponseJSON,
    ip: string,
  ) {
    const tries = this.deps.throttle.of('operatorSecondStepTries', String(operator.operatorId));
    const decision = await tries.consume();
    if (!decision.allowed) throw new AppError('ACCOUNT_LOCKED', { params: { minutes: minutesLeft(decision) } });
    const passkey = (await keys.passkeysOf(this.deps.db, operator.operatorId, host.rpId)).find(
      (row) => row.credentialId === response.id,
    );
    if (!passkey) throw refused();
    let newCounter: number;
    try {
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => this.takeChallenge(operator, 'sign-in', challenge, host),
        expectedOrigin: host.origin,
        expectedRPID: host.rpId,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: false,
      });
      if (!verified.verified) throw refused();
      newCounter = verified.authenticationInfo.newCounter;
    } catch {
      throw refused();
    }
    const signedIn = await this.deps.db.transaction(async (tx) => {
      if (!(await keys.advanceCounter(tx, passkey.id, newCounter, new Date(this.clock())))) return false;
      await markSessionVerified(tx, operator.tokenHash);
      await recordAudit(tx, {
        operatorId: operator.operatorId,
        siteId: site.id,
        action: 'operator.two-step',
        subject: `passkey:${passkey.id}`,
        details: { ip, with: 'passkey', host: host.rpId },
      });
      return true;
    });
    if (!signedIn) throw refused();
    await tries.reset();
  }

  private saveChallenge(
    operator: OperatorPrincipal,
    purpose: keys.ChallengePurpose,
    challenge: string,
    host: PasskeyHost,
  ) {
    const expiresAt = new Date(this.clock() + passkeyChallengeMinutes * 60_000);
    return keys.saveChallenge(this.deps.db, {
      tokenHash: operator.tokenHash,
      purpose,
      challenge,
      rpId: host.rpId,
      expiresAt,
    });
  }

  private takeChallenge(
    operator: OperatorPrincipal,
    purpose: keys.ChallengePurpose,
    challenge: string,
    host: PasskeyHost,
  ) {
    const now = new Date(this.clock());
    return keys.takeChallenge(this.deps.db, {
      tokenHash: operator.tokenHash,
      purpose,
      challenge,
      rpId: host.rpId,
      now,
    });
  }
}
