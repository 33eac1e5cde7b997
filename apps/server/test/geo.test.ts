import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryOf, isCountryBlocked, isPrivateAddress } from '../src/platform/geo.js';

describe('geo lookup', () => {
  it('finds the country of public addresses in the shipped database', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
  });

  it('treats loopback, private and malformed addresses as our own network', () => {
    for (const ip of [
      '127.0.0.1',
      '10.0.0.8',
      '192.168.1.1',
      '172.20.0.1',
      '100.64.0.1',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'garbage',
    ]) {
      expect(isPrivateAddress(ip)).toBe(true);
      expect(countryOf(ip)).toBeNull();
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(ip)).toBe(false);
  });
});

describe('country rules', () => {
  const country = fc.constantFrom('US', 'VN', 'JP', 'KR', 'BR', 'MT');
  const countries = fc.uniqueArray(country, { maxLength: 4 });

  it('a block list always wins, an allow list admits only its own, unknown is never blocked', () => {
    fc.assert(
      fc.property(countries, countries, country, (allowedCountries, blockedCountries, caller) => {
        const blocked = isCountryBlocked({ allowedCountries, blockedCountries }, caller);
        if (blockedCountries.includes(caller)) expect(blocked).toBe(true);
        else if (allowedCountries.length === 0) expect(blocked).toBe(false);
        else expect(blocked).toBe(!allowedCountries.includes(caller));
        expect(isCountryBlocked({ allowedCountries, blockedCountries }, null)).toBe(false);
      }),
    );
  });
});
