import { type LoginResponse, type oidcExchangeRequestSchema, oidcPaths } from '@portal/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { shellSchema } from '../../../lib/schema-source';

/** POST /wps/session/oidc/exchange: the ticket the provider's callback left in the URL becomes a session. */
export function exchangeOidcTicket(ticket: string): Promise<LoginResponse> {
  const body: z.input<typeof oidcExchangeRequestSchema> = { ticket };
  return request(oidcPaths.exchange, shellSchema('loginResponseSchema'), { method: 'POST', body });
}

/** Where a provider button sends the browser: the server redirects on to the provider. */
export function oidcStartUrl(provider: 'google' | 'facebook', returnTo: string): string {
  return `${oidcPaths.start.replace(':provider', provider)}?returnTo=${encodeURIComponent(returnTo)}`;
}
