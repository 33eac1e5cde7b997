import { z } from 'zod';
import { channelKinds } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { rowIdField, textField } from './fields.js';
import { languageSchema } from './locale.js';
import { maxMinorUnits, minorUnitsSchema } from './money.js';
import { translatedTextSchema } from './translated.js';

/**
 * The console's payment channels (issue 25 "Cashier"): the ways a site's members pay in. Finance adds bank-transfer
 * channels (the account members pay to, limits, names and notes per language), edits, orders and switches them on
 * or off; the instant channel of a demo site can only be switched on or off. Members see the enabled ones at once.
 */
export const operatorChannelPaths = {
  channels: '/wps/operator/payment-channels',
  channel: '/wps/operator/payment-channels/:id',
  order: '/wps/operator/payment-channels/order',
} as const;

/** A channel's code: what site texts and reports know it by, unique on its site (any case reads as upper). */
export const channelCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{2,20}$/, '2 to 20 letters, digits or "_"');

const amountField = minorUnitsSchema
  .refine((value) => BigInt(value) > 0n, 'above zero')
  .refine((value) => BigInt(value) <= maxMinorUnits, 'too large');

/** The account a member transfers to, shown to the member as given. */
export const bankInstructionsSchema = z.object({
  bank: textField(80).trim().min(1),
  accountName: textField(80).trim().min(1),
  accountNumber: textField(40).trim().min(1),
});
export type BankInstructions = z.infer<typeof bankInstructionsSchema>;

/** A note beside the instructions per language (what to write as the reference); none is allowed. */
const notesField = z.partialRecord(languageSchema, textField(300).trim().min(1));

const channelFields = {
  code: channelCodeField,
  /** The operator's own label; members read `names`, this last. */
  label: textField(60).trim().min(1),
  names: translatedTextSchema(60),
  minAmount: amountField,
  maxAmount: amountField,
  instructions: bankInstructionsSchema,
  notes: notesField,
  enabled: z.boolean(),
};

const limitsInOrder = (body: { minAmount?: string; maxAmount?: string }) =>
  body.minAmount === undefined || body.maxAmount === undefined || BigInt(body.maxAmount) >= BigInt(body.minAmount);

/** POST operatorChannelPaths.channels: a new bank-transfer channel, enabled unless said otherwise, listed last. */
export const channelCreateRequestSchema = z
  .object({ ...channelFields, notes: notesField.default({}), enabled: z.boolean().default(true) })
  .refine(limitsInOrder, { path: ['maxAmount'], message: 'at least the minimum' });
export type ChannelCreateRequest = z.input<typeof channelCreateRequestSchema>;

/**
 * PUT operatorChannelPaths.channel: what changes (at least one field), audited before and after. A limit is
 * checked against the other one stored when only one is given. The instant channel takes `enabled` alone.
 */
export const channelUpdateRequestSchema = z
  .object(channelFields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    path: ['enabled'],
    message: 'at least one field to change',
  })
  .refine(limitsInOrder, { path: ['maxAmount'], message: 'at least the minimum' });
export type ChannelUpdateRequest = z.infer<typeof channelUpdateRequestSchema>;

/** PUT operatorChannelPaths.order: every channel of the site, each once, in the order members see them. */
export const channelOrderRequestSchema = z.object({
  ids: z
    .array(rowIdField('a channel id'))
    .min(1)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, 'each channel once'),
});
export type ChannelOrderRequest = z.infer<typeof channelOrderRequestSchema>;

export const channelIdParamsSchema = z.object({ id: rowIdField('a channel id') });

export const operatorChannelSchema = z
  .object({
    id: z.string(),
    code: z.string(),
    kind: z.enum(channelKinds),
    label: z.string(),
    names: z.record(z.string(), z.string()),
    minAmount: minorUnitsSchema,
    maxAmount: minorUnitsSchema,
    /** The bank account of a transfer channel; empty for the instant channel. */
    instructions: z.record(z.string(), z.string()),
    notes: z.record(z.string(), z.string()),
    enabled: z.boolean(),
    sortOrder: z.int(),
    /** Deposits credited through it today (the site's day): how many, and their sum in minor units. */
    today: z.object({ count: z.int(), sum: minorUnitsSchema }),
  })
  .meta({ id: 'OperatorPaymentChannel' });
export type OperatorChannel = z.infer<typeof operatorChannelSchema>;

export const operatorChannelResponses = {
  channels: successEnvelope(z.array(operatorChannelSchema)),
  channel: successEnvelope(operatorChannelSchema),
};
