import { z } from 'zod';

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * The game server's settings, from the environment. It shares nothing with the portal but what a vendor and
 * an operator agree on: the portal's wallet URL, the operator code and the secret both sign with.
 */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Its own database: the game server never reads the portal's, nor the portal its. */
  GAME_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }),
  /** Where the operator's seamless wallet answers (the portal). */
  PORTAL_URL: z.url({ protocol: /^https?$/ }),
  /** The operator this game server serves, as its signed requests name it (`X-Operator`). */
  OPERATOR_CODE: z.string().regex(/^[a-z0-9_-]{2,40}$/, 'an operator code: 2 to 40 of a-z, 0-9, "_" or "-"'),
  /** The name this game server goes by in its wallet calls (`X-Provider`), as the operator knows it. */
  PROVIDER_CODE: z
    .string()
    .regex(/^[a-z0-9_-]{2,40}$/)
    .default('game-server'),
  /** The secret both sides sign with, base64 (32 bytes or more). */
  VENDOR_SECRET: z.string().refine((value) => Buffer.from(value, 'base64').length >= 32, 'base64 of at least 32 bytes'),
  /** Where browsers reach this server's game client; by default http://HOST:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Minutes a game session plays after its launch without play. */
  SESSION_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(120),
  TRUST_PROXY: flag.default(false),
  /** The built game client (apps/game-client/dist): served at /client/, its page at /play/<game>. */
  CLIENT_DIST: z
    .string()
    .min(1)
    .default(new URL('../../game-client/dist', import.meta.url).pathname),
  /** The portal origins allowed to frame the game client (space separated); unset: any. */
  FRAME_ANCESTORS: z.string().optional(),
});

export type GameServerConfig = z.infer<typeof configSchema>;

/** The settings from the environment, or an error naming every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GameServerConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Game server configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The secret a test game server signs with (the portal under test is started with it). */
export const testVendorSecret = Buffer.alloc(32, 7).toString('base64');

/** Settings for tests: what the environment would give, with the required ones filled in. */
export function testGameServerConfig(overrides: Partial<Record<keyof GameServerConfig, string>>): GameServerConfig {
  return loadConfig({
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    PORTAL_URL: 'http://127.0.0.1:9',
    OPERATOR_CODE: 'portal',
    VENDOR_SECRET: testVendorSecret,
    ...overrides,
  } as NodeJS.ProcessEnv);
}
