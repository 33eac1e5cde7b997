import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The library's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const argon2id = 2 as Algorithm;

const costs = {
  /** OWASP password-storage guidance for argon2id: 19 MiB, two passes, one lane. */
  owasp: { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  /** The test suites' (config PASSWORD_HASH_COST): 1 MiB and one pass, about 1 ms a hash instead of 31. */
  light: { algorithm: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;
export type PasswordCost = keyof typeof costs;

let options: (typeof costs)[PasswordCost] = costs.owasp;
// Checked when the account does not exist, so that a miss takes as long as a wrong password: made at the same cost.
let decoy: Promise<string> | null = null;

/**
 * The cost of the hashes made from now on in this process (the app sets it from its config at start; a stored
 * hash carries its own parameters, so one of either cost is checked alike). Production refuses `light`.
 */
export function usePasswordCost(cost: PasswordCost, production: boolean): void {
  if (production && cost !== 'owasp') throw new Error('PASSWORD_HASH_COST must be owasp in production');
  if (options === costs[cost]) return;
  options = costs[cost];
  decoy = null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** Stored for accounts no password opens (free-play trials): never hashed, never matched. */
export const noPassword = '!';

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null || storedHash === noPassword) {
    decoy ??= hash('decoy password that matches nothing', options);
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}
