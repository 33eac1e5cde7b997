import { type Captcha, captchaSchema, sessionPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { sessionKeys } from '../../../lib/member/session-keys';

/** GET /wps/captcha: a single-use image (data URI) and the id its answer goes with. */
export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return get(sessionPaths.captcha, captchaSchema, signal);
}

/** The captcha of one form (`scope`), fetched only while the form shows it; never reused from cache. */
export function useCaptcha(scope: string, enabled: boolean) {
  return useQuery({
    queryKey: sessionKeys.captcha(scope),
    queryFn: ({ signal }) => getCaptcha(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
