import net from 'node:net';
import geoip from 'geoip-country';

const privateRanges = new net.BlockList();
for (const [address, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
] as const) {
  privateRanges.addSubnet(address, prefix, 'ipv4');
}
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');
privateRanges.addAddress('::1', 'ipv6');

/** `::ffff:1.2.3.4` is how an IPv4 client appears on a dual-stack socket. */
function normalise(ip: string): string {
  return ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
}

export function isPrivateAddress(ip: string): boolean {
  const address = normalise(ip);
  const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  return family === null || privateRanges.check(address, family);
}

/** ISO country of a public address from the GeoLite2 data shipped in `geoip-country`; null if unknown. */
export function countryOf(ip: string): string | null {
  if (isPrivateAddress(ip)) return null;
  return geoip.lookup(normalise(ip))?.country ?? null;
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
