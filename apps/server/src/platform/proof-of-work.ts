import { decodePowProof, type PowChallenge } from '@portal/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AppError } from './errors.js';
import type { Secrets } from './secrets.js';
import type { Throttle } from './throttle/index.js';

/** The calls a proof of work guards; a proof is good for the purpose it was asked for only. */
export type PowPurpose = 'login' | 'register' | 'sms' | 'password-reset';

export interface PowSettings {
  /** PBKDF2 iterations per try. */
  cost: number;
  /** The search space at level 0 (no recent failure of the address). */
  counter: number;
  /** Levels above 0 at most; each doubles the space. */
  maxLevel: number;
}

const lifetimeMs = 5 * 60_000;
const algorithm = 'PBKDF2/SHA-256';

/**
 * Proofs of work (issue 22, finding 7) with altcha-lib: HMAC-signed ALTCHA v2 challenges in
 * deterministic mode. The server draws a secret counter below the level's space, derives its key and
 * publishes the key's first half; a solver must derive key after key from 0 until it meets it, so
 * the work is the counter itself (half the space on average, whatever the order of the search).
 * Checking a solution is one HMAC (the derived key is signed too). A challenge names its purpose,
 * a hash of the address it was issued to, its level and its expiry, all under the signature; each
 * solution is taken once in the throttle store.
 */
export class ProofOfWork {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(
    private readonly secrets: Secrets,
    private readonly throttle: Throttle,
    private readonly settings: PowSettings,
  ) {
    this.signatureSecret = secrets.digest('proof-of-work:challenge');
    this.keySecret = secrets.digest('proof-of-work:derived-key');
  }

  private failuresOf(ip: string) {
    return this.throttle.of('powFailures', ip);
  }

  /** Recent refusals of the address: 0, then 1 for one or two, 2 for three to six, … (log2 of failures + 1). */
  async levelOf(ip: string): Promise<number> {
    const { count } = await this.failuresOf(ip).peek();
    return Math.min(Math.floor(Math.log2(count + 1)), this.settings.maxLevel);
  }

  /** A refused call behind a proof: the address's next proofs cost more. */
  async recordFailure(ip: string): Promise<void> {
    await this.failuresOf(ip).consume();
  }

  async hasFailures(ip: string): Promise<boolean> {
    return (await this.failuresOf(ip).peek()).count > 0;
  }

  /** The search space of a level: what a solver derives at most. */
  spaceOf(level: number): number {
    return this.settings.counter * 2 ** level;
  }

  private clientOf(ip: string): string {
    return this.secrets.digest(`proof-of-work:client:${ip}`).slice(0, 22);
  }

  async challenge(purpose: PowPurpose, ip: string, level: number): Promise<PowChallenge> {
    const challenge = await createChallenge({
      algorithm,
      cost: this.settings.cost,
      counter: randomInt(this.spaceOf(level) - 1, 0),
      deriveKey,
      // Expiry is checked here with the throttle's clock (tests move it), so it travels as data.
      data: { purpose, client: this.clientOf(ip), level, expires: this.throttle.clock() + lifetimeMs },
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    return challenge as PowChallenge;
  }

  /**
   * Lets the call through with a right, fresh, unused proof for this purpose and address, of at least
   * the address's level now; anything else is refused with a new challenge to solve.
   */
  async require(purpose: PowPurpose, ip: string, header: string | undefined): Promise<void> {
    const level = await this.levelOf(ip);
    const refuse = async (code: 'POW_REQUIRED' | 'POW_INVALID') => {
      // A bad proof is a refusal of its own: counted here, so the challenge sent back is priced after it.
      if (code === 'POW_INVALID') await this.recordFailure(ip);
      const next = code === 'POW_INVALID' ? await this.levelOf(ip) : level;
      return new AppError(code, { field: 'header.x-pow', pow: await this.challenge(purpose, ip, next) });
    };
    if (!header) throw await refuse('POW_REQUIRED');
    const proof = decodePowProof(header);
    if (!proof) throw await refuse('POW_INVALID');
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
    const data = proof.challenge.parameters.data ?? {};
    const fits =
      result.verified &&
      data.purpose === purpose &&
      data.client === this.clientOf(ip) &&
      typeof data.expires === 'number' &&
      data.expires > this.throttle.clock();
    if (!fits) throw await refuse('POW_INVALID');
    // A proof solved while the address had fewer failures is too cheap now: solve one at today's price.
    if (typeof data.level !== 'number' || data.level < level) throw await refuse('POW_REQUIRED');
    const once = this.throttle.custom('powUsed', { limit: 1, windowMs: lifetimeMs }, proof.challenge.signature);
    if (!(await once.consume()).allowed) throw await refuse('POW_INVALID');
  }
}
