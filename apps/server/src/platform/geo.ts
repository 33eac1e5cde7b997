import net from 'node:net';
import geoip from 'geoip-country';
import { LRUCache } from 'lru-cache';

/** `::ffff:1.2.3.4` is how an IPv4 client appears on a dual-stack socket. */
function normalise(ip: string): string {
  return ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

function isPrivateIpv4(address: string): boolean {
  const [a = 0, b = 0] = address.split('.', 2).map(Number);
  return (
    a === 10 ||
    a === 127 ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 169 && b === 254) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

function isPrivateIpv6(address: string): boolean {
  const lower = address.toLowerCase();
  // ::1 loopback, fc00::/7 unique local, fe80::/10 link local.
  return lower === '::1' || /^f[cd][0-9a-f]{0,2}:/.test(lower) || /^fe[89ab][0-9a-f]?:/.test(lower);
}

/** Loopback, private, link-local and shared ranges; anything that is not an address counts too. */
export function isPrivateAddress(ip: string): boolean {
  const address = normalise(ip);
  if (net.isIPv4(address)) return isPrivateIpv4(address);
  if (net.isIPv6(address)) return isPrivateIpv6(address);
  return true;
}

function lookupCountry(ip: string): string | null {
  if (isPrivateAddress(ip)) return null;
  return geoip.lookup(normalise(ip))?.country ?? null;
}

// Every call asks for the caller's country; the same callers come back again and again.
const countryCache = new LRUCache<string, { country: string | null }>({ max: 50_000 });

/** ISO country of a public address from the GeoLite2 data shipped in `geoip-country`; null if unknown. */
export function countryOf(ip: string): string | null {
  const cached = countryCache.get(ip);
  if (cached) return cached.country;
  const country = lookupCountry(ip);
  countryCache.set(ip, { country });
  return country;
}

/**
 * A non-empty allow list admits only its countries; the block list refuses its own. An address
 * with no country (loopback, private networks, unmapped) is never blocked: it is our own network.
 */
export function isCountryBlocked(
  rules: { allowedCountries: string[]; blockedCountries: string[] },
  country: string | null,
): boolean {
  if (country === null) return false;
  if (rules.blockedCountries.includes(country)) return true;
  return rules.allowedCountries.length > 0 && !rules.allowedCountries.includes(country);
}
