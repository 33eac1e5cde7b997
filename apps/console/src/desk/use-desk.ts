import { parseAmount } from '@portal/contracts';
import { useCurrency } from '../cashier/queue';
import { useConsole } from '../console-context';
import { fill } from '../strings';

/**
 * An optional amount the operator typed, in minor units: empty is none, a bad amount is its message (to show
 * under the field; the dialog's confirm waits for a good one).
 */
export function useOptionalAmount(text: string): { minor?: string; problem: string | null } {
  const { t } = useConsole();
  const currency = useCurrency();
  const decimals = currency?.decimals ?? 2;
  if (text.trim() === '') return { problem: null };
  const parsed = parseAmount(text, decimals);
  return parsed.ok
    ? { minor: String(parsed.minor), problem: null }
    : { problem: fill(t.desk.amountInvalid, { decimals }) };
}
