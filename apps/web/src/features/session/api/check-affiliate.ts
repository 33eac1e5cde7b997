import { affiliateSchema, sessionPaths } from '@portal/contracts';
import { get } from '../../../lib/http';

/** GET /wps/agent/affiliate?code&domain: succeeds only for a valid invitation code of this site. */
export function checkAffiliate(code: string, domain = window.location.hostname) {
  const query = new URLSearchParams({ code, domain });
  return get(`${sessionPaths.affiliate}?${query}`, affiliateSchema);
}
