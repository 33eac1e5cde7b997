import { merchantWalletsSchema, walletTransferRequestSchema, walletTransferResultSchema } from '@portal/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { transferBetweenWallets, walletsView } from './wallet.service.js';

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
        summary: "The member's wallets: the main one first, then each transfer-mode vendor's",
        handle: async ({ request, principal }) => walletsView(db, request.site, principal!.memberId),
      }),
    ],
    [
      'GCS_walletTransfer',
      relayCall({
        method: 'POST',
        access: 'member',
        input: walletTransferRequestSchema,
        output: walletTransferResultSchema,
        summary: 'Move money between the main wallet and a vendor wallet (transactionId is the idempotency key)',
        handle: async ({ request, principal, input }) =>
          transferBetweenWallets(db, request.site, principal!.memberId, input),
      }),
    ],
  ]);
}
