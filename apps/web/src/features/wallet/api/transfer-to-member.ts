import { type MemberTransferResult, memberTransferResultSchema, walletPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/http';

export interface MemberTransferBody {
  amount: string;
  paymentPassword: string;
  remark?: string;
  /** Only for an agent paying a member of its team. */
  downline?: string;
}

/**
 * POST /wps/wallet/transfer/upline, or /wps/agent/transfer/downline when a downline is named (enc,
 * Idempotency-Key): the same body and answer, to the member's upline or from an agent to its team.
 */
export function transferToMember(body: MemberTransferBody, idempotencyKey: string): Promise<MemberTransferResult> {
  const path = body.downline === undefined ? walletPaths.upline : walletPaths.downline;
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
