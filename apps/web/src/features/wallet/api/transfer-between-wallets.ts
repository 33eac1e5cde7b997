import {
  relayPath,
  type WalletTransferResult,
  type walletTransferRequestSchema,
  walletTransferResultSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { merchantWalletsQuery } from './get-merchant-wallets';

/** Relay GCS_walletTransfer (POST): MAIN to a vendor wallet or back; the transactionId is the idempotency key. */
export function transferBetweenWallets(
  body: z.input<typeof walletTransferRequestSchema>,
): Promise<WalletTransferResult> {
  return request(relayPath('GCS_walletTransfer'), walletTransferResultSchema, { method: 'POST', body });
}

/** The answer carries every wallet after the move: the cards show it at once. */
export function useTransferBetweenWallets() {
  const token = useToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferBetweenWallets,
    onSuccess: (result) => queryClient.setQueryData(merchantWalletsQuery(token).queryKey, result.wallets),
  });
}
