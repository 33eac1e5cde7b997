import {
  type Language,
  type SiteSettings,
  type SiteSettingsUpdate,
  type SiteState,
  siteSettingsPairProblems,
  siteStates,
} from '@portal/contracts';
import { allCountries } from '@portal/contracts/countries';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { Sites } from '../../platform/site-context.js';
import { inMaintenanceWindow } from '../../platform/site-context.js';
import { recordAudit } from '../operator/operator.service.js';
import { siteIdByCode } from './operator-sites.repository.js';
import type { SitesActor } from './operator-sites.service.js';
import * as repository from './site-settings.repository.js';

export interface SiteSettingsDeps {
  db: Database;
  /** The site registry: read again once a change commits, so this instance serves it at once. */
  sites: Sites;
  /** The app's time: whether now is inside the maintenance window, and that a new window ends in the future. */
  clock: Clock;
}

const stateOf = (status: number): SiteState => siteStates[status] ?? 'closed';
const iso = (date: Date | null) => date?.toISOString() ?? null;
const knownCountries = new Set(allCountries.map((country) => country.countryCode));

function viewOf(row: repository.SettingsRow, now: number): SiteSettings {
  const { id: _id, currencyCode, currencySymbol, currencyDecimals, supportedLanguages, ...rest } = row;
  const window = {
    startsAt: row.maintenanceStartsAt?.getTime() ?? null,
    endsAt: row.maintenanceEndsAt?.getTime() ?? null,
  };
  return {
    ...rest,
    currency: { code: currencyCode, symbol: currencySymbol, decimals: currencyDecimals },
    status: stateOf(row.status),
    maintenanceStartsAt: iso(row.maintenanceStartsAt),
    maintenanceEndsAt: iso(row.maintenanceEndsAt),
    languages: supportedLanguages as Language[],
    defaultLanguage: row.defaultLanguage as Language,
    withdrawMinAmount: row.withdrawMinAmount.toString(),
    withdrawMaxAmount: row.withdrawMaxAmount.toString(),
    inMaintenanceWindow: inMaintenanceWindow({ maintenance: window }, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The site's id when the operator runs it: no such site 404, another operator's 403. */
async function ownSiteId(db: Executor, actor: SitesActor, code: string): Promise<number> {
  const siteId = await siteIdByCode(db, code);
  if (siteId === null) throw new AppError('NOT_FOUND', { field: 'code', message: `code: no site ${code}` });
  if (actor.siteIds && !actor.siteIds.includes(siteId)) {
    throw new AppError('FORBIDDEN', { message: 'that site is not one of yours' });
  }
  return siteId;
}

export async function settingsOf(deps: SiteSettingsDeps, actor: SitesActor, code: string): Promise<SiteSettings> {
  const row = await repository.settingsOf(deps.db, await ownSiteId(deps.db, actor, code));
  if (!row) throw new AppError('NOT_FOUND', { field: 'code' });
  return viewOf(row, deps.clock());
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', { field, message: `${field}: ${message}` });

/** The request over the stored row: the pairs agree, the countries exist, a new window ends in the future. */
function checkMerged(body: SiteSettingsUpdate, before: SiteSettings, now: number): void {
  const merged = { ...before, ...body };
  const problem = siteSettingsPairProblems(merged);
  if (problem) throw invalid(problem.field, problem.message);
  for (const field of ['allowedCountries', 'blockedCountries'] as const) {
    const unknown = (body[field] ?? []).filter((country) => !knownCountries.has(country));
    if (unknown.length > 0) throw invalid(field, `no such country ${unknown.join(', ')}`);
  }
  const newEnd = body.maintenanceEndsAt;
  if (newEnd && newEnd !== before.maintenanceEndsAt && Date.parse(newEnd) <= now) {
    throw invalid('maintenanceEndsAt', 'in the future');
  }
}

/** What the audit keeps: the default password is a secret members are given, so only whether it changed. */
const audited = ({ defaultPassword: _secret, ...view }: SiteSettings) => view;

/** Changes a site's access, rules or switches, audited before and after; the portal serves the change at once. */
export async function updateSettings(
  deps: SiteSettingsDeps,
  actor: SitesActor,
  code: string,
  body: SiteSettingsUpdate,
): Promise<SiteSettings> {
  const now = deps.clock();
  const view = await deps.db.transaction(async (tx) => {
    const siteId = await ownSiteId(tx, actor, code);
    const row = await repository.lockedSettingsOf(tx, siteId);
    if (!row) throw new AppError('NOT_FOUND', { field: 'code' });
    const before = viewOf(row, now);
    checkMerged(body, before, now);
    const { status, languages, switches, withdrawMinAmount, withdrawMaxAmount, ...plain } = body;
    const { maintenanceStartsAt: starts, maintenanceEndsAt: ends, ...columns } = plain;
    await repository.updateSettings(tx, siteId, {
      ...columns,
      ...(starts === undefined ? {} : { maintenanceStartsAt: starts === null ? null : new Date(starts) }),
      ...(ends === undefined ? {} : { maintenanceEndsAt: ends === null ? null : new Date(ends) }),
      ...(status === undefined ? {} : { status: siteStates.indexOf(status) }),
      ...(languages === undefined ? {} : { supportedLanguages: languages }),
      ...(switches === undefined ? {} : { switches: { ...row.switches, ...switches } }),
      ...(withdrawMinAmount === undefined ? {} : { withdrawMinAmount: BigInt(withdrawMinAmount) }),
      ...(withdrawMaxAmount === undefined ? {} : { withdrawMaxAmount: BigInt(withdrawMaxAmount) }),
    });
    const changed = await repository.settingsOf(tx, siteId);
    if (!changed) throw new Error(`site ${siteId} vanished`);
    const after = viewOf(changed, now);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId,
      action: 'site.settings',
      subject: `site:${row.code}`,
      details: {
        ip: actor.ip,
        from: actor.site.code,
        defaultPasswordChanged: after.defaultPassword !== before.defaultPassword,
        before: audited(before),
        after: audited(after),
      },
    });
    return after;
  });
  await deps.sites.reload();
  return view;
}
