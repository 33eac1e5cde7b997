import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../src/config.js';
import { hashPassword, usePasswordCost, verifyPassword } from '../../src/platform/passwords.js';

// The test suites hash at a token cost (testConfig); production only at OWASP's. A stored hash carries its own
// parameters, so one made at either cost is checked alike.
afterAll(() => usePasswordCost(testConfig().PASSWORD_HASH_COST, false));

describe('password hashing cost', () => {
  it('hashes with argon2id at OWASP cost by default, and at the light cost in the tests', async () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('owasp');
    expect(testConfig().PASSWORD_HASH_COST).toBe('light');
    usePasswordCost('owasp', false);
    const owasp = await hashPassword('Secret123');
    expect(owasp).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    usePasswordCost('light', false);
    const light = await hashPassword('Secret123');
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await Promise.all([verifyPassword(owasp, 'Secret123'), verifyPassword(light, 'Secret123')])).toEqual([
      true,
      true,
    ]);
    expect(await verifyPassword(owasp, 'Secret124')).toBe(false);
    expect(await verifyPassword(null, 'Secret123')).toBe(false);
  });

  it('refuses the light cost in production, and a value it does not know', () => {
    expect(() => usePasswordCost('light', true)).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(/PASSWORD_HASH_COST/);
  });
});
