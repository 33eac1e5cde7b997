import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { rowIdField } from './fields.js';
import { minorUnitsSchema } from './money.js';

/** `Idempotency-Key` (ARCHITECTURE §4): the same key returns the same result and moves money once. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, '8 to 100 letters, digits, "_" or "-"');

/** How a channel pays in: a transfer an operator confirms, or (demo sites) an instant credit. */
export const channelKinds = ['bank_transfer', 'instant_demo'] as const;

export const paymentChannelSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(channelKinds),
  name: z.string(),
  minAmount: minorUnitsSchema,
  maxAmount: minorUnitsSchema,
  instructions: z.record(z.string(), z.string()),
  /** The site's note beside the instructions, in the reader's language; null when it has none. */
  note: z.string().nullable(),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

/** POST /wps/cashier/deposit: the amount as the member typed it ("100.50"), read exactly on the server. */
export const depositRequestSchema = z.object({
  channelId: rowIdField('a channel id'),
  amount: z.string().max(40),
});

export const depositStatuses = ['pending', 'credited', 'rejected'] as const;
export const depositStatusSchema = z.enum(depositStatuses);
export type DepositStatus = z.infer<typeof depositStatusSchema>;
export const depositRecordSchema = z
  .object({
    /** The row's id, for calls that act on it; never shown to the member (it counts every site's deposits). */
    id: z.string(),
    /** The member's own count: their 1st, 2nd... deposit request. What the member sees as its number. */
    number: z.int().min(1),
    channel: z.string(),
    amount: minorUnitsSchema,
    status: depositStatusSchema,
    rejectReason: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'DepositRecord' });
export type DepositRecord = z.infer<typeof depositRecordSchema>;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const depositListQuerySchema = pageQuerySchema.extend({ status: depositStatusSchema.optional() });

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.int(), pageSize: z.int(), total: z.int() });
}

export const cashierResponses = {
  channels: successEnvelope(z.array(paymentChannelSchema)),
  deposit: successEnvelope(depositRecordSchema),
  deposits: successEnvelope(pageOf(depositRecordSchema)),
};

export const cashierPaths = {
  channels: '/wps/cashier/deposit/channels',
  deposit: '/wps/cashier/deposit',
  deposits: '/wps/cashier/deposits',
} as const;

/** Operator view of a deposit: whose it is, and who decided it. */
export const operatorDepositSchema = depositRecordSchema
  .extend({ member: z.string(), decidedBy: z.string().nullable() })
  .meta({ id: 'OperatorDeposit' });
export const rejectRequestSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const operatorCashierResponses = {
  deposit: successEnvelope(operatorDepositSchema),
  deposits: successEnvelope(pageOf(operatorDepositSchema)),
};
export const operatorCashierPaths = {
  deposits: '/wps/operator/deposits',
  approve: '/wps/operator/deposits/:id/approve',
  reject: '/wps/operator/deposits/:id/reject',
} as const;
