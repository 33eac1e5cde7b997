import {
  type downlineTransferRequestSchema,
  type MemberTransferResult,
  memberTransferResultSchema,
  type uplineTransferRequestSchema,
  walletPaths,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';

/** To the upline, or (naming a `downline`) from an agent to a member of its team. */
export type MemberTransferBody =
  | z.input<typeof uplineTransferRequestSchema>
  | z.input<typeof downlineTransferRequestSchema>;

/**
 * POST /wps/wallet/transfer/upline, or /wps/agent/transfer/downline when a downline is named (enc,
 * Idempotency-Key): the same body and answer, to the member's upline or from an agent to its team.
 */
export function transferToMember(body: MemberTransferBody, idempotencyKey: string): Promise<MemberTransferResult> {
  const path = 'downline' in body && body.downline !== undefined ? walletPaths.downline : walletPaths.upline;
  return request(path, memberTransferResultSchema, {
    method: 'POST',
    body,
    encrypt: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useTransferToMember() {
  return useMutation({
    mutationFn: ({ body, key }: { body: MemberTransferBody; key: string }) => transferToMember(body, key),
  });
}
