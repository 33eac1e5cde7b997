import { z } from 'zod';

/**
 * Proof of work (issue 22, finding 7): an image captcha is a speed bump that a machine reads, so the
 * calls a flood goes through (sign-in after a failure, registration, SMS sends, password-reset
 * requests) also cost CPU. The server refuses such a call without a proof with 400 `POW_REQUIRED`
 * and a challenge in the envelope's `pow`; the caller solves it (ALTCHA v2, PBKDF2/SHA-256) and sends
 * the same call again with the solution in the `X-Pow` header (`powHeader`, first-load.ts; a header,
 * so encrypted bodies stay as they are). Each solution works once.
 */

/** The browser's device id (`deviceIdHeader`, first-load.ts), as the server checks it. */
export const deviceIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'device id: 16 to 64 letters, digits, "_" or "-"');

/** The ALTCHA v2 challenge as the server signs it (deterministic mode: the key prefix of a secret counter). */
export const powChallengeSchema = z
  .object({
    // Loose: the signature covers every parameter, so none may be dropped on the way.
    parameters: z.looseObject({
      algorithm: z.literal('PBKDF2/SHA-256'),
      nonce: z.string().max(64),
      salt: z.string().max(64),
      cost: z.int().min(1),
      keyLength: z.int().min(1).max(64),
      keyPrefix: z.string().max(128),
      keySignature: z.string().max(128).optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().max(128),
  })
  .meta({ id: 'PowChallenge' });
export type PowChallenge = z.infer<typeof powChallengeSchema>;

export const powSolutionSchema = z.object({
  counter: z.int().min(0),
  derivedKey: z.string().regex(/^[0-9a-f]{2,128}$/),
});
export type PowSolution = z.infer<typeof powSolutionSchema>;

/** What `X-Pow` carries: the challenge as received and its solution, as base64url JSON. */
export const powProofSchema = z.object({ challenge: powChallengeSchema, solution: powSolutionSchema });
export type PowProof = z.infer<typeof powProofSchema>;

/** The `X-Pow` value: at most 2 KB of base64url. */
export const powHeaderValueSchema = z.string().regex(/^[A-Za-z0-9_-]{16,2048}$/, 'a base64url proof');

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function encodePowProof(proof: PowProof): string {
  return toBase64Url(JSON.stringify(proof));
}

/** The proof in an `X-Pow` value, or null when it is not one. */
export function decodePowProof(value: string): PowProof | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const parsed = powProofSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
