import { type WithdrawalConfirmFields, withdrawalConfirmFieldsSchema } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { readImagesForm } from '../../platform/uploads.js';
import type { Proof } from './withdraw-confirm.service.js';

/** A withdrawal confirmation: its fields and up to three `proof` images. */
export async function readConfirmation(
  request: FastifyRequest,
): Promise<{ fields: WithdrawalConfirmFields; proofs: Proof[] }> {
  const { fields, images } = await readImagesForm(request, 'proof', withdrawalConfirmFieldsSchema);
  return { fields, proofs: images };
}
