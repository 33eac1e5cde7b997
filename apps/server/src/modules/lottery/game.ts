import {
  type DrawContext,
  type DrawShape,
  type LotteryKind,
  type PrizeMode,
  playsOf,
  type VnLayout,
} from '@portal/lottery';
import type { LotteryGameRow } from './issue.repository.js';
import { type LotterySettings, settingsOf } from './lottery-settings.js';
import { localDate, type Schedule, scheduleSchema } from './schedule.js';

/** A lottery game as the module works with it: its row with the schedule and settings parsed. */
export interface LotteryGame {
  id: number;
  siteId: number;
  code: string;
  gameId: bigint;
  name: string;
  names: Record<string, string>;
  shape: DrawShape;
  /** SPEC §2's game centre: the VN and 4D families are e-lottery. */
  category: 'LOTT' | 'ELOTT';
  source: 'house' | 'official';
  /** Off sale: listed nowhere, no new issue, nothing sold; its page and its draws stay, saying sales are closed. */
  enabled: boolean;
  schedule: Schedule;
  closeBeforeSeconds: number;
  settings: LotterySettings;
  timeZone: string;
  currency: string;
}

const eLotteryKinds: readonly LotteryKind[] = ['VN', 'SEA'];

export function gameOf(row: LotteryGameRow): LotteryGame {
  const kind = row.kind;
  return {
    id: row.id,
    siteId: row.siteId,
    code: row.code,
    gameId: row.gameId,
    name: row.name,
    names: row.names,
    shape: { kind, layout: (row.layout as VnLayout | null) ?? null },
    category: eLotteryKinds.includes(kind) ? 'ELOTT' : 'LOTT',
    source: row.source === 'official' ? 'official' : 'house',
    enabled: row.enabled,
    schedule: scheduleSchema.parse(row.schedule),
    closeBeforeSeconds: row.closeBeforeSeconds,
    settings: settingsOf(row.settings, row.currencyDecimals, row.prizeModes as PrizeMode[]),
    timeZone: row.timeZone,
    currency: row.currency,
  };
}

/** What a result of this game drawn at this instant means (the LHC zodiac follows the site-local date). */
export function contextOf(game: LotteryGame, drawAt: Date): DrawContext {
  return { ...game.shape, drawDate: localDate(drawAt.getTime(), game.timeZone) };
}

/** The game's plays the site offers: those of the site's prize modes. */
export function offeredPlays(game: LotteryGame, context: DrawContext) {
  return playsOf(context).filter((play) => game.settings.prizeModes.includes(play.prizeMode));
}

/** The name in the caller's language, else English. */
export function nameIn(game: LotteryGame, language: string): string {
  return game.names[language] ?? game.names.EN ?? game.name;
}
