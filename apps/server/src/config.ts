import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { throttleOverridesSchema } from './platform/throttle/rules.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromString = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/**
 * `TRUST_PROXY`: `false` (default: the socket address is the client), `true` (trust every hop),
 * a hop count, or a comma-separated list of proxy addresses/CIDRs, as Fastify's `trustProxy` takes.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
    if (value === 'true' || value === 'false') return value === 'true';
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      return (_address, hop) => hop < hops;
    }
    return value.split(',').map((entry) => entry.trim());
  });

export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    DEFAULT_MERCHANT: z.string().default('AUR'),
    TRUST_PROXY: trustProxySchema,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    /** The operator console's build, served under /console (issue 25). */
    CONSOLE_DIST: z.string().default(path.join(repoRoot, 'apps/console/dist')),
    SEED_DEMO: booleanFromString.default(true),
    SITE_REFRESH_SECONDS: z.coerce.number().int().min(1).default(60),
    /** First wait (ms) before the site-change listener reconnects after losing the database; doubles to 30 s. */
    SITE_LISTEN_RETRY_MS: z.coerce.number().int().min(10).default(1000),
    /** Throttle counters in Redis (shared by every instance) instead of PostgreSQL. */
    REDIS_URL: z.url().optional(),
    /** Changes to the fixed limits (platform/throttle/rules.ts), e.g. `{"freePlayPerAddress":{"limit":3,"windowMs":3600000}}`. */
    THROTTLE_RULES: throttleOverridesSchema.optional(),
    /**
     * Proof of work (issue 22): PBKDF2-SHA-256 iterations per try, and the search space of a challenge at
     * an address with no recent failure (the secret counter is drawn below it, so a solver derives half
     * of it on average). Each doubling of the address's recent failures doubles the space, at most
     * `POW_MAX_LEVEL` times.
     */
    POW_COST: z.coerce.number().int().min(1).default(1000),
    /**
     * What a password hash costs (platform/passwords.ts): `owasp` (argon2id, 19 MiB, two passes), the only one a
     * production start takes; `light` (1 MiB, one pass: the same algorithm, format and checks) for the test suites,
     * whose thousands of sign-ups would otherwise spend 31 ms of CPU each on it.
     */
    PASSWORD_HASH_COST: z.enum(['owasp', 'light']).default('owasp'),
    POW_COUNTER: z.coerce.number().int().min(2).default(1000),
    POW_MAX_LEVEL: z.coerce.number().int().min(0).max(16).default(5),
    /**
     * The game server (apps/game-server), reached over HTTP as any game vendor: where it answers, the secret both
     * sides sign with (base64, 32 bytes or more) and the operator code this portal goes by there. Unset: its
     * titles list as they are but a launch answers VENDOR_UNAVAILABLE.
     */
    GAME_SERVER_URL: z.url({ protocol: /^https?$/ }).optional(),
    GAME_SERVER_SECRET: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length >= 32, 'base64 of at least 32 bytes')
      .optional(),
    /** Where browsers reach the game server's game clients, when not at GAME_SERVER_URL (a public host). */
    GAME_CLIENT_URL: z.url({ protocol: /^https?$/ }).optional(),
    GAME_SERVER_OPERATOR: z
      .string()
      .regex(/^[a-z0-9_-]{2,40}$/)
      .default('portal'),
    /**
     * 32 random bytes, base64: encrypts the sites' private keys at rest and keys the SMS-code hashes.
     * Unset outside production: kept in DATA_DIR/secret.key, made on first start.
     */
    SECRETS_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, '32 bytes in base64')
      .optional(),
  })
  .refine((config) => !config.GAME_SERVER_URL || config.GAME_SERVER_SECRET, {
    path: ['GAME_SERVER_SECRET'],
    message: 'needed with GAME_SERVER_URL',
  });
export type Config = z.infer<typeof configSchema>;

/** Parses the environment once; a bad value stops the start with the variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files use it.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

const testThrottleRules = {
  registerPerAddress: { limit: 100_000, windowMs: 3_600_000 },
  registerPerDevice: { limit: 100_000, windowMs: 86_400_000 },
};

/** Defaults for tests and tools that build an app without reading the environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const secretsKey = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
  const parsed = configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SECRETS_KEY: secretsKey });
  // Tests solve proofs of work and hash passwords at a token cost and open many accounts from one address; the
  // test that measures the production cost and the one that counts registrations set their own values.
  return {
    ...parsed,
    POW_COST: 1,
    POW_COUNTER: 4,
    PASSWORD_HASH_COST: 'light',
    THROTTLE_RULES: testThrottleRules,
    ...overrides,
  };
}
