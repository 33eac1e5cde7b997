import { createHmac, timingSafeEqual } from 'node:crypto';

// How the portal and a game vendor sign what they send each other, in both directions (the portal's launch
// calls to the vendor, the vendor's wallet calls to the portal): the hex HMAC-SHA256 of the exact body bytes
// with the secret the two share. Node only: imported as `@portal/contracts/signature`, never by the browser.

/** The hex HMAC-SHA256 of a request body's exact bytes with a shared secret. */
export function signBody(secret: Buffer, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Compares in constant time; a signature of the wrong length or not hex never matches. */
export function signatureMatches(secret: Buffer, body: Buffer | string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), createHmac('sha256', secret).update(body).digest());
}
