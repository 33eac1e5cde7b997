import { builtinPaths, type SlotSpin, type slotSpinRequestSchema, slotSpinSchema } from '@portal/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/http';

/** One spin of the built-in slot: the provider debits the bet and credits any win through our seamless wallet. */
export function spinSlot(session: string, bet: string): Promise<SlotSpin> {
  const body: z.input<typeof slotSpinRequestSchema> = { session, bet };
  return request(builtinPaths.spin, slotSpinSchema, { method: 'POST', body });
}
