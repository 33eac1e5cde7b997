import { merchantWalletsSchema } from '@portal/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { walletsOf } from '../identity/member.repository.js';
import { type RelayTable, relayCall } from '../relay/relay.registry.js';

/** The wallet module's relay calls. */
export function walletRelay(db: Database): RelayTable {
  return new Map([
    [
      'GCS_merchantWallet',
      relayCall({
        method: 'GET',
        access: 'session',
        input: z.object({}),
        output: merchantWalletsSchema,
        summary: "The member's wallets, the main one first",
        handle: async ({ principal }) => {
          const wallets = await walletsOf(db, principal!.memberId);
          const ordered = [...wallets].sort((a, b) => Number(b.wallet === 'MAIN') - Number(a.wallet === 'MAIN'));
          return ordered.map((wallet) => ({
            wallet: wallet.wallet,
            name: wallet.wallet,
            currency: wallet.currency,
            balance: String(wallet.balance),
          }));
        },
      }),
    ],
  ]);
}
