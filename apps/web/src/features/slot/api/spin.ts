import { builtinPaths, type SlotSpin, slotSpinSchema } from '@portal/contracts';
import { request } from '../../../lib/http';

/** One spin of the built-in slot: the provider debits the bet and credits any win through our seamless wallet. */
export function spinSlot(session: string, bet: string): Promise<SlotSpin> {
  return request(builtinPaths.spin, slotSpinSchema, { method: 'POST', body: { session, bet } });
}
