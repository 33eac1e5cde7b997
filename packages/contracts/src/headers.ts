import { z } from 'zod';
import { languageSchema } from './locale.js';
import { deviceIdSchema, powHeaderValueSchema } from './proof-of-work.js';

export const deviceSchema = z.enum(['WEB', 'H5', 'ANDROID', 'IOS']);
export type Device = z.infer<typeof deviceSchema>;

/** A merchant code: what the `Merchant` header carries and what names a site. */
export const merchantCodeSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{2,32}$/, 'merchant code: 2 to 32 letters, digits, "_" or "-"');

/**
 * The headers every portal call may carry (ARCHITECTURE §4). Header names are lower-cased
 * by Node, so the schema is too; all are optional and checked only when present.
 */
export const portalHeadersSchema = z.object({
  merchant: merchantCodeSchema.optional(),
  device: deviceSchema.optional(),
  language: languageSchema.optional(),
  authorization: z.string().max(512).optional(),
  /** The browser's own random id (issue 22): with the user agent, what "a device" is to the throttles. */
  'x-device-id': deviceIdSchema.optional(),
  /** A solved proof of work, on the calls that ask for one. */
  'x-pow': powHeaderValueSchema.optional(),
});
export type PortalHeaders = z.infer<typeof portalHeadersSchema>;
