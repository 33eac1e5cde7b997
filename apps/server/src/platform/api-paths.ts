/** Prefixes of the portal's JSON calls (SPEC §7): never a page, always the envelope. */
const apiCallPrefixes = ['/wps/', '/lgw/', '/lotto/'];

export function isApiCall(url: string): boolean {
  return apiCallPrefixes.some((prefix) => url.startsWith(prefix));
}
