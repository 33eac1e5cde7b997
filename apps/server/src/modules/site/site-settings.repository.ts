import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { sites } from '../../db/schema/index.js';

/** The site row's columns the console's site page shows and changes (its brand is operator-sites'). */
const settingsColumns = {
  id: sites.id,
  code: sites.code,
  name: sites.name,
  currencyCode: sites.currencyCode,
  currencySymbol: sites.currencySymbol,
  currencyDecimals: sites.currencyDecimals,
  status: sites.status,
  maintenanceStartsAt: sites.maintenanceStartsAt,
  maintenanceEndsAt: sites.maintenanceEndsAt,
  allowedCountries: sites.allowedCountries,
  blockedCountries: sites.blockedCountries,
  supportedLanguages: sites.supportedLanguages,
  defaultLanguage: sites.defaultLanguage,
  defaultPassword: sites.defaultPassword,
  loginMaxFailures: sites.loginMaxFailures,
  loginFailureWindowMinutes: sites.loginFailureWindowMinutes,
  loginLockMinutes: sites.loginLockMinutes,
  loginCaptchaAlways: sites.loginCaptchaAlways,
  verifyNewAddress: sites.verifyNewAddress,
  passwordMaxAgeDays: sites.passwordMaxAgeDays,
  paymentPasswordMaxFailures: sites.paymentPasswordMaxFailures,
  paymentPasswordLockMinutes: sites.paymentPasswordLockMinutes,
  withdrawMinAmount: sites.withdrawMinAmount,
  withdrawMaxAmount: sites.withdrawMaxAmount,
  withdrawDailyCount: sites.withdrawDailyCount,
  withdrawAutoConfirmMinutes: sites.withdrawAutoConfirmMinutes,
  switches: sites.switches,
  updatedAt: sites.updatedAt,
};

export type SettingsRow = {
  [K in keyof typeof settingsColumns]: (typeof settingsColumns)[K]['_']['data'];
};
type SiteRow = typeof sites.$inferSelect;
export type SettingsChanges = Partial<Omit<SiteRow, 'id' | 'code' | 'createdAt' | 'updatedAt'>>;

export async function settingsOf(db: Executor, siteId: number): Promise<SettingsRow | null> {
  const [row] = await db.select(settingsColumns).from(sites).where(eq(sites.id, siteId));
  return (row as SettingsRow | undefined) ?? null;
}

/** The settings, the row locked until the transaction ends (a change reads its "before" under the lock). */
export async function lockedSettingsOf(tx: Executor, siteId: number): Promise<SettingsRow | null> {
  const [row] = await tx.select(settingsColumns).from(sites).where(eq(sites.id, siteId)).for('update');
  return (row as SettingsRow | undefined) ?? null;
}

/** Changes the row; its trigger tells every instance to read the sites again once committed. */
export async function updateSettings(tx: Executor, siteId: number, changes: SettingsChanges): Promise<void> {
  await tx
    .update(sites)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(sites.id, siteId));
}
