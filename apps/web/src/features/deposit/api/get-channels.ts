import { cashierPaths, type PaymentChannel, paymentChannelSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { useToken } from '../../../lib/session';
import { useApiLanguage } from '../../../lib/use-api-language';
import { depositKeys } from './keys';

const channelsSchema = z.array(paymentChannelSchema);

/** GET /wps/cashier/deposit/channels: the site's ways to pay in, with their limits and instructions. */
export function getChannels(signal?: AbortSignal): Promise<PaymentChannel[]> {
  return get(cashierPaths.channels, channelsSchema, signal);
}

export function useDepositChannels() {
  const token = useToken();
  const language = useApiLanguage();
  return useQuery({
    queryKey: depositKeys.channels(token, language),
    queryFn: ({ signal }) => getChannels(signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}
