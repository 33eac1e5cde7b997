import { parseAmount } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../console-context';
import type { SiteCurrency } from '../money';
import { fill } from '../strings';
import { siteCurrency } from './desk-api';

/** The currency of the console's site, read once (the cashier reads it under the same key). */
export function useDeskCurrency(): SiteCurrency | undefined {
  const { self } = useConsole();
  return useQuery({
    queryKey: ['currency', self.site.code],
    queryFn: () => siteCurrency(self.site.code),
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/**
 * An optional amount the operator typed, in minor units: empty is none, a bad amount is its message (to show
 * under the field; the dialog's confirm waits for a good one).
 */
export function useOptionalAmount(text: string): { minor?: string; problem: string | null } {
  const { t } = useConsole();
  const currency = useDeskCurrency();
  const decimals = currency?.decimals ?? 2;
  if (text.trim() === '') return { problem: null };
  const parsed = parseAmount(text, decimals);
  return parsed.ok
    ? { minor: String(parsed.minor), problem: null }
    : { problem: fill(t.desk.amountInvalid, { decimals }) };
}
