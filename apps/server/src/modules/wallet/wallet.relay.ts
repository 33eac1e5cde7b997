import { merchantWalletsSchema, walletTransferRequestSchema, walletTransferResultSchema } from '@portal/contracts';
import { z } from 'zod';
import { type RelayTable, relayCall } from '../../platform/relay.js';
import { type TransferDeps, transferBetweenWallets } from './vendor-transfer.service.js';
import { walletsView } from './wallet.service.js';

/** The wallet module's relay calls. */
export function walletRelay(deps: TransferDeps): RelayTable {
  return new Map([
    [
      'GCS_merchantWallet',
      relayCall({
        method: 'GET',
        access: 'session',
        input: z.object({}),
        output: merchantWalletsSchema,
        summary:
          "The member's wallets: the main one first, then each transfer-mode vendor's as the vendor answers it " +
          '(balance null: the vendor did not answer in time; pending: money on its way)',
        handle: async ({ request, principal }) => walletsView(deps, request.site, principal!.memberId),
      }),
    ],
    [
      'GCS_walletTransfer',
      relayCall({
        method: 'POST',
        access: 'member',
        input: walletTransferRequestSchema,
        output: walletTransferResultSchema,
        summary:
          'Move money between the main wallet and a vendor wallet (transactionId is the idempotency key); ' +
          "202 with status 'pending' when the vendor's answer was lost: it is finished within moments",
        handle: async ({ request, principal, input }) =>
          transferBetweenWallets(deps, request.site, principal!.memberId, input),
        statusOf: (value) => (value.status === 'pending' ? 202 : 200),
      }),
    ],
  ]);
}
