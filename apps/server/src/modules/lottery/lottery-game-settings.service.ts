import { isDeepStrictEqual } from 'node:util';
import type { LotteryGameSettings, LotteryGameSettingsRequest, LotterySchedule } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import { gameOf } from './game.js';
import type { LotteryCatalog } from './lottery-catalog.service.js';
import * as repository from './lottery-game-settings.repository.js';
import { slotsAfter } from './schedule.js';

/** Who changes a game's settings, on which site (the console's), from where. */
export interface SettingsActor {
  operatorId: bigint;
  siteId: number;
  ip: string;
}

/**
 * The lottery settings counted in the site's money (lottery-settings.ts): a new site copied from a template in another
 * currency leaves them out, so its games take its currency's defaults.
 */
const amountKeys = [
  'unitPrice',
  'minStakePerLine',
  'maxStakePerLine',
  'maxPayoutPerLine',
  'maxPayoutPerIssue',
  'maxPayoutByPlay',
  'vnPrices',
  'vnPointValue',
] as const;

/** A game's settings as the console shows them: the values in force, the site's defaults where none is set. */
function settingsView(row: repository.SettingsRow): LotteryGameSettings {
  const game = gameOf(row);
  const { settings } = game;
  return {
    gameCode: game.code,
    name: game.names.EN ?? game.name,
    names: game.names,
    kind: game.shape.kind,
    layout: game.shape.layout,
    source: game.source,
    enabled: row.enabled,
    schedule: game.schedule,
    closeBeforeSeconds: game.closeBeforeSeconds,
    minStakePerLine: String(settings.minStakePerLine),
    maxStakePerLine: String(settings.maxStakePerLine),
    maxPayoutPerLine: String(settings.maxPayoutPerLine),
    maxPayoutPerIssue: String(settings.maxPayoutPerIssue),
    minGroup: settings.minGroup,
    maxGroup: settings.maxGroup,
    unitPrice: String(settings.unitPrice),
    currency: game.currency,
    timeZone: game.timeZone,
    listedUntil: row.listedUntil?.toISOString() ?? null,
  };
}

/**
 * An intra-day game's issues are numbered by their place in the day (YYYYMMDD-NNNN): a longer interval (or a later
 * first draw) would give the rest of today's draws numbers already listed, and those draws could not be listed. Such a
 * change is refused with the first number it would reuse; it can be made once the day's listed numbers are behind.
 */
async function assertNumbersFree(tx: Executor, row: repository.SettingsRow, schedule: LotterySchedule, now: number) {
  if (schedule.type !== 'interval' || isDeepStrictEqual(schedule, gameOf(row).schedule)) return;
  const after = Math.max(now, row.listedUntil?.getTime() ?? now);
  const numbers = slotsAfter(schedule, row.timeZone, after, 64).map((slot) => slot.number);
  const [taken] = await repository.listedNumbers(tx, row.id, numbers);
  if (taken === undefined) return;
  throw new AppError('VALIDATION_ERROR', {
    field: 'schedule',
    message: `schedule: today's next draws would reuse issue numbers already listed (${taken}); change it tomorrow or shorten the interval`,
    params: { issue: taken },
  });
}

/** What an audit entry keeps of a game's settings: what an operator may change. */
function audited(view: LotteryGameSettings) {
  const { gameCode: _code, name: _name, names: _names, listedUntil: _listed, ...values } = view;
  return values;
}

/** Every lottery game of the site, on or off, with its settings in force. */
export async function gameSettingsOfSite(db: Executor, siteId: number): Promise<LotteryGameSettings[]> {
  return (await repository.siteGameRows(db, siteId)).map(settingsView);
}

/**
 * Sets one game's schedule, sales close, on or off, limits and prize groups, audited before and after; 404 for a game
 * the site does not have. Issues already listed keep their times (the scheduler lists new ones by the new schedule);
 * an order placed from now on meets the new limits (the catalog is read again at once).
 */
export async function saveGameSettings(
  deps: { db: Database; catalog: LotteryCatalog },
  actor: SettingsActor,
  code: string,
  body: LotteryGameSettingsRequest,
  now: number,
): Promise<LotteryGameSettings> {
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await repository.siteGameRows(tx, actor.siteId, { code, lock: true });
    if (!row) throw new AppError('NOT_FOUND', { field: 'gameCode', message: 'gameCode: no such lottery game here' });
    const before = settingsView(row);
    const { enabled, schedule, closeBeforeSeconds, ...limits } = body;
    const settings = {
      ...row.settings,
      minStakePerLine: limits.minStakePerLine,
      maxStakePerLine: limits.maxStakePerLine,
      maxPayoutPerLine: limits.maxPayoutPerLine,
      maxPayoutPerIssue: limits.maxPayoutPerIssue,
      minGroup: limits.minGroup,
      maxGroup: limits.maxGroup,
    };
    await assertNumbersFree(tx, row, schedule, now);
    const changed = { ...row, enabled, schedule, closeBeforeSeconds, settings };
    // The stored settings must still read as a whole (e.g. a stake limit below what the smallest unit costs is fine).
    const after = settingsView(changed);
    await repository.updateGame(tx, row.id, { enabled, schedule, closeBeforeSeconds, settings });
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.siteId,
      action: 'lottery.settings',
      subject: `lottery:${code}`,
      details: { ip: actor.ip, before: audited(before), after: audited(after) },
    });
    return after;
  });
  deps.catalog.clear();
  return saved;
}

/** A new site's lottery games, copied from its template's in the caller's transaction (site creation). */
export async function copyLotteryGames(tx: Executor, from: number, to: number, sameCurrency: boolean) {
  await repository.copyGames(tx, from, to, sameCurrency ? null : amountKeys);
}
