import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCountries } from '../src/countries.js';
import { failureEnvelopeSchema, successEnvelope } from '../src/envelope.js';
import { errorCatalog } from '../src/error-catalog.js';
import { portalHeadersSchema } from '../src/headers.js';

describe('envelope', () => {
  it('gives every error code a client or server status and an i18n key', () => {
    for (const [code, entry] of Object.entries(errorCatalog)) {
      expect(entry.status, code).toBeGreaterThanOrEqual(400);
      expect(entry.status, code).toBeLessThan(600);
      expect(entry.message, code).toMatch(/^error\.[a-z_]+$/);
    }
  });

  it('accepts only catalogued failure codes', () => {
    expect(failureEnvelopeSchema.safeParse({ success: false, code: 'NOT_FOUND', message: 'x' }).success).toBe(true);
    expect(failureEnvelopeSchema.safeParse({ success: false, code: 'MADE_UP', message: 'x' }).success).toBe(false);
  });

  it('wraps a value schema in the success envelope', () => {
    const schema = successEnvelope(z.object({ n: z.number() }));
    expect(schema.parse({ success: true, value: { n: 1 } })).toEqual({ success: true, value: { n: 1 } });
    expect(schema.safeParse({ success: false, value: { n: 1 } }).success).toBe(false);
  });
});

describe('portal headers', () => {
  it('accepts the documented values and refuses others', () => {
    expect(portalHeadersSchema.safeParse({ merchant: 'AUR', device: 'WEB', language: 'TY' }).success).toBe(true);
    expect(portalHeadersSchema.safeParse({ language: 'vi' }).success).toBe(false);
    expect(portalHeadersSchema.safeParse({ merchant: 'A B' }).success).toBe(false);
    expect(portalHeadersSchema.safeParse({ merchant: 'x'.repeat(33) }).success).toBe(false);
  });
});

describe('countries', () => {
  it('lists each country once with its dialing code', () => {
    expect(new Set(allCountries.map((c) => c.countryCode)).size).toBe(allCountries.length);
    expect(allCountries).toContainEqual({ countryCode: 'VN', countryDialingCode: '+84' });
    expect(allCountries).toContainEqual({ countryCode: 'JP', countryDialingCode: '+81' });
  });
});
