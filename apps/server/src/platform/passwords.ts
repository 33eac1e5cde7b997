import { type Algorithm, hash, verify } from '@node-rs/argon2';

// The library's `Algorithm` is a const enum, which isolated modules cannot read: 2 is Argon2id.
const argon2id = 2 as Algorithm;

/** OWASP password-storage guidance for argon2id: 19 MiB, two passes, one lane. */
const options = { algorithm: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked when the account does not exist, so that a miss takes as long as a wrong password.
const decoy = hash('decoy password that matches nothing', options);

/** Stored for accounts no password opens (free-play trials): never hashed, never matched. */
export const noPassword = '!';

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null || storedHash === noPassword) {
    await verify(await decoy, password);
    return false;
  }
  return verify(storedHash, password);
}
