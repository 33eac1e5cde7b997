import { z } from 'zod';

/** An amount in integer minor units, as a string on the wire: never a float. */
export const minorUnitsSchema = z.string().regex(/^-?(0|[1-9][0-9]{0,17})$/, 'an integer amount in minor units');
export type MinorUnits = z.infer<typeof minorUnitsSchema>;
