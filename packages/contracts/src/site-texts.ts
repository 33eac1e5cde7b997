import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { rowIdField } from './fields.js';
import { languageSchema } from './locale.js';
import { csTypeSchema } from './service.js';
import { translatedTextSchema } from './translated.js';

/**
 * The operator's calls that write the site's texts for members in every language (issue 22 #26). Each
 * PUT replaces the maps it names (a language left out is no longer written in it) and answers every
 * map of the thing as stored now.
 */
export const siteTextPaths = {
  depositChannel: '/wps/operator/texts/deposit-channels/:code',
  serviceChannel: '/wps/operator/texts/service-channels/:csType',
  vipLevel: '/wps/operator/texts/vip-levels/:level',
  pointReward: '/wps/operator/texts/point-rewards/:id',
  /** GET: the site's VIP levels with every language's name (read by the vip module, written above). */
  vipLevels: '/wps/operator/texts/vip-levels',
  /** GET: the points mall's rewards with every language's name and unit (read by the points module). */
  pointRewards: '/wps/operator/texts/point-rewards',
} as const;

const someMap = (texts: Record<string, unknown>) => Object.values(texts).some((value) => value !== undefined);
const atLeastOne = 'at least one of the texts';

export const depositChannelTextsSchema = z
  .object({ names: translatedTextSchema(60).optional(), notes: translatedTextSchema(300).optional() })
  .refine(someMap, atLeastOne);
export const serviceChannelTextsSchema = z.object({ titles: translatedTextSchema(40) });
export const vipLevelTextsSchema = z.object({ names: translatedTextSchema(40) });
export const pointRewardTextsSchema = z
  .object({ names: translatedTextSchema(80).optional(), units: translatedTextSchema(16).optional() })
  .refine(someMap, atLeastOne);

export const siteTextParams = {
  depositChannel: z.object({ code: z.string().regex(/^[A-Z0-9_]{1,32}$/, 'a channel code') }),
  serviceChannel: z.object({ csType: csTypeSchema }),
  vipLevel: z.object({ level: z.coerce.number().int().min(0).max(100) }),
  pointReward: z.object({ id: rowIdField('a reward id') }),
};

/** Every map of the thing as stored now, e.g. `{ names: { EN: ..., TY: ... }, notes: {} }`. */
export const storedTextsSchema = z
  .record(z.string(), z.partialRecord(languageSchema, z.string()))
  .meta({ id: 'StoredTexts' });
export type StoredTexts = z.infer<typeof storedTextsSchema>;
export const siteTextsResponse = successEnvelope(storedTextsSchema);

/** A VIP level as the console edits its names: the operator's label and the names per language. */
export const operatorVipLevelSchema = z
  .object({
    level: z.int(),
    name: z.string(),
    names: z.record(z.string(), z.string()),
    minDeposits: z.string(),
    minValidBet: z.string(),
  })
  .meta({ id: 'OperatorVipLevel' });
export type OperatorVipLevel = z.infer<typeof operatorVipLevelSchema>;

/** A points-mall reward as the console edits its texts: names and units per language, price and stock. */
export const operatorPointRewardSchema = z
  .object({
    id: z.string(),
    names: z.record(z.string(), z.string()),
    unit: z.string(),
    units: z.record(z.string(), z.string()),
    requiredPoints: z.int(),
    stock: z.int(),
  })
  .meta({ id: 'OperatorPointReward' });
export type OperatorPointReward = z.infer<typeof operatorPointRewardSchema>;

export const operatorVipLevelsResponse = successEnvelope(z.array(operatorVipLevelSchema));
export const operatorPointRewardsResponse = successEnvelope(z.array(operatorPointRewardSchema));
