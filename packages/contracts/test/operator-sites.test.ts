import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../src/contrast.js';
import { brandContrastFor, siteCreateRequestSchema, siteDomainField } from '../src/operator-sites.js';

const hexColour = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);

describe('a new site', () => {
  it('puts text on any brand colour that reads at WCAG AA (4.5:1)', () => {
    fc.assert(
      fc.property(hexColour, (brand) => {
        expect(contrastRatio(brandContrastFor(brand), brand)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });

  it('takes host names only, in lower case', () => {
    for (const domain of ['play.example.com', 'Comet.TEST.localhost', 'a-b.c1.io'])
      expect(siteDomainField.safeParse(domain)).toEqual({ success: true, data: domain.toLowerCase() });
    for (const domain of ['localhost', '-a.example.com', 'a-.example.com', 'a..b', 'http://a.b', 'a b.c', 'a.b:80'])
      expect(siteDomainField.safeParse(domain).success, domain).toBe(false);
  });

  it('upper-cases the code and wants the default language among the languages', () => {
    const body = {
      code: 'nova1',
      name: 'Nova',
      domain: 'nova.example.com',
      currency: 'USD',
      defaultLanguage: 'EN',
      languages: ['EN', 'TY'],
      brand: '#112233',
      accent: '#ffcc00',
    };
    expect(siteCreateRequestSchema.parse(body)).toMatchObject({ code: 'NOVA1', logoUrl: '' });
    const refused = siteCreateRequestSchema.safeParse({ ...body, defaultLanguage: 'JA' });
    expect(refused.error?.issues[0]?.path).toEqual(['defaultLanguage']);
    expect(siteCreateRequestSchema.safeParse({ ...body, logoUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});
