import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { minorUnitsSchema } from './money.js';

// The operator's view of the reconciliation between the game vendors' rounds and the portal's wallet (issue 24):
// what one side has and the other missed, what was repaired, and what waits for the operator.

export const vendorDifferencePaths = { list: '/wps/operator/vendor-differences' } as const;

export const vendorDifferenceKinds = [
  'win_missing',
  'rollback_missing',
  'missing_at_portal',
  'missing_at_vendor',
  'amounts_differ',
] as const;

export const vendorDifferenceQuerySchema = pageQuerySchema.extend({
  /** The day (UTC) reconciled; every day when left out. */
  day: z.iso.date().optional(),
});

export const vendorDifferenceSchema = z
  .object({
    provider: z.string(),
    roundRef: z.string(),
    kind: z.enum(vendorDifferenceKinds),
    day: z.iso.date(),
    vendor: z.object({ status: z.string(), bet: minorUnitsSchema, win: minorUnitsSchema }).nullable(),
    portal: z.object({ status: z.string(), stake: minorUnitsSchema, win: minorUnitsSchema }).nullable(),
    /** When the portal applied the vendor's missed call itself; null: waits for the operator. */
    repairedAt: z.iso.datetime().nullable(),
    foundAt: z.iso.datetime(),
  })
  .meta({ id: 'VendorDifference' });
export type VendorDifference = z.infer<typeof vendorDifferenceSchema>;

export const vendorDifferenceResponses = { list: successEnvelope(pageOf(vendorDifferenceSchema)) };
