/**
 * Prefixes of the portal's JSON calls (SPEC §7), and the built-in provider's game API that runs in
 * the same scope with the same headers: never a page, always the envelope.
 */
const apiCallPrefixes = ['/wps/', '/lgw/', '/lotto/', '/provider/'];

export function isApiCall(url: string): boolean {
  return apiCallPrefixes.some((prefix) => url.startsWith(prefix));
}
