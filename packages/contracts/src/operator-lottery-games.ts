import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { drawSourceSchema, lotteryKindSchema, vnLayoutSchema } from './lottery.js';
import { minorUnitsSchema } from './money.js';

/**
 * The console's lottery game settings (issue 25 "Games", shared/LOTTERY.md §3 and §4): each game's schedule in the
 * site's time zone, how long before a draw sales close, on or off, the stake and payout limits and the prize group
 * range. A schedule change applies to issues listed after it: issues already listed keep their times.
 */
export const operatorLotteryGamesPaths = {
  settings: '/wps/operator/lottery/game-settings',
  setting: '/wps/operator/lottery/game-settings/:gameCode',
} as const;

const clockTime = z.string().regex(/^([01][0-9]|2[0-4]):[0-5][0-9]$/, 'a time as HH:MM');
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * When a game draws, in the site's time zone: every `seconds` from `from` to `to` (an intra-day game), or at `at`
 * on the listed weekdays (0 = Sunday).
 */
export const lotteryScheduleSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('interval'),
      seconds: z.int('a whole number').min(30, 'at least 30').max(86_400, 'at most 86400'),
      from: clockTime,
      to: clockTime,
    })
    .refine((value) => minutesOf(value.from) < minutesOf(value.to), {
      path: ['to'],
      message: 'after the first draw time',
    }),
  z.object({
    type: z.literal('daily'),
    at: clockTime.refine((value) => value !== '24:00', 'a time before 24:00'),
    days: z
      .array(z.int().min(0).max(6))
      .min(1, 'at least one day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'each day once'),
  }),
]);
export type LotterySchedule = z.infer<typeof lotteryScheduleSchema>;

const amount = minorUnitsSchema.refine((value) => BigInt(value) > 0n, 'above zero');
const group = z.int('a whole number').min(1000, 'at least 1000').max(2000, 'at most 2000');

/** What an operator sets on one game (every field; the game's other settings, e.g. odds, are kept). */
export const lotteryGameSettingsRequestSchema = z
  .object({
    enabled: z.boolean(),
    schedule: lotteryScheduleSchema,
    closeBeforeSeconds: z.int('a whole number').min(0, 'at least 0').max(86_400, 'at most 86400'),
    /** Per line (one play of an order): the least and most a line may stake, minor units. */
    minStakePerLine: amount,
    maxStakePerLine: amount,
    /** The most one line may win, and all lines of one issue together (the exposure cap). */
    maxPayoutPerLine: amount,
    maxPayoutPerIssue: amount,
    /** The prize groups a member (or an agent's downline) may play at: RTP = group / 2000. */
    minGroup: group,
    maxGroup: group,
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (BigInt(value.minStakePerLine) > BigInt(value.maxStakePerLine))
      issue('maxStakePerLine', 'not below minStakePerLine');
    if (BigInt(value.maxPayoutPerLine) > BigInt(value.maxPayoutPerIssue))
      issue('maxPayoutPerLine', 'not above maxPayoutPerIssue');
    if (value.minGroup > value.maxGroup) issue('maxGroup', 'not below minGroup');
    if (value.schedule.type === 'interval' && value.closeBeforeSeconds >= value.schedule.seconds)
      issue('closeBeforeSeconds', 'shorter than the time between draws');
  });
export type LotteryGameSettingsRequest = z.infer<typeof lotteryGameSettingsRequestSchema>;

export const lotteryGameSettingsSchema = z
  .object({
    gameCode: z.string(),
    name: z.string(),
    names: z.record(z.string(), z.string()),
    kind: lotteryKindSchema,
    layout: vnLayoutSchema.nullable(),
    source: drawSourceSchema,
    enabled: z.boolean(),
    schedule: lotteryScheduleSchema,
    closeBeforeSeconds: z.int(),
    /** The values in force (the site's defaults where the game sets none), minor units of `currency`. */
    minStakePerLine: minorUnitsSchema,
    maxStakePerLine: minorUnitsSchema,
    maxPayoutPerLine: minorUnitsSchema,
    maxPayoutPerIssue: minorUnitsSchema,
    minGroup: z.int(),
    maxGroup: z.int(),
    /** What one unit costs at coefficient 1 (a bet is 2 units); read only. */
    unitPrice: minorUnitsSchema,
    currency: z.string().length(3),
    /** The site's IANA time zone the schedule is read in. */
    timeZone: z.string(),
    /** The draw time of the last issue already listed (null: none): issues up to it keep their times. */
    listedUntil: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'LotteryGameSettings' });
export type LotteryGameSettings = z.infer<typeof lotteryGameSettingsSchema>;

export const operatorLotteryGamesResponses = {
  settings: successEnvelope(z.array(lotteryGameSettingsSchema)),
  setting: successEnvelope(lotteryGameSettingsSchema),
};
