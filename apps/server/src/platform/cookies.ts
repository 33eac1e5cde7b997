import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The few cookies the server sets itself (today only the remember-me token): read from the Cookie
 * header and written as Set-Cookie, without a plugin. Always HttpOnly and SameSite=Strict, so no
 * script reads them and no other site's page makes the browser send them; Secure over HTTPS.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 removes the cookie. */
  maxAgeSeconds: number;
}

export function setCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions,
) {
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (request.protocol === 'https') parts.push('Secure');
  const earlier = reply.getHeader('set-cookie');
  const list = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
  reply.header('set-cookie', [...list, parts.join('; ')]);
}

export function clearCookie(request: FastifyRequest, reply: FastifyReply, name: string, path: string) {
  setCookie(request, reply, name, '', { path, maxAgeSeconds: 0 });
}
