import { z } from 'zod';
import { minorUnitsSchema } from './money.js';

/** `/wps/relay/<name>`: the relay calls of SPEC §7 go through one route. */
export const relayPath = (name: string) => `/wps/relay/${name}`;

/** GCS_merchantWallet: the member's wallets, the main one first. */
export const merchantWalletsSchema = z
  .array(z.object({ wallet: z.string(), currency: z.string().length(3), balance: minorUnitsSchema }))
  .meta({ id: 'MerchantWallets' });
export type MerchantWallets = z.infer<typeof merchantWalletsSchema>;
