import type { Language } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';

/** Who is at the other end of a sign-in: their address (sign-in protection) and language (messages). */
export interface Client {
  ip: string;
  language: Language;
}

export function clientOf(request: FastifyRequest): Client {
  return { ip: request.ip, language: request.language };
}
