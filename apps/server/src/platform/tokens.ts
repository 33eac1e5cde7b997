import { createHash } from 'node:crypto';

/** What is stored of a bearer token (sessions, operator sessions, game sessions): its SHA-256, base64url. */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
