import { createHash } from 'node:crypto';
import type { Language } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

/** Who is at the other end of a sign-in: their address (sign-in protection) and language (messages). */
export interface Client {
  ip: string;
  language: Language;
  /**
   * The device, when the caller names one: a hash of the random id the browser keeps in its storage
   * (`X-Device-Id`, checked with the portal headers) and its user agent. A caller without the header
   * is known by its address alone.
   */
  device?: string | null;
}

export function clientOf(request: FastifyRequest): Client {
  const id = request.headers['x-device-id'];
  const device =
    typeof id === 'string'
      ? createHash('sha256')
          .update(`${id}\n${request.headers['user-agent'] ?? ''}`)
          .digest('base64url')
          .slice(0, 32)
      : null;
  return { ip: request.ip, language: request.language, device };
}
