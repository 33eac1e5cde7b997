import { throttleMs } from '@portal/contracts';
import { useCallback, useRef, useState } from 'react';
import { useCaptcha } from '../api/get-captcha';

/** The refusals that mean: show the captcha (again) and try with its answer. */
export const captchaRefusals = new Set(['CAPTCHA_REQUIRED', 'CAPTCHA_INVALID']);

/**
 * The captcha of a form: hidden until the server asks for one, then loaded; refreshed by its button
 * at most once per second (SPEC §5), and after every refused attempt, since each image is single-use.
 */
export function useCaptchaChallenge(scope: string, initiallyShown = false) {
  const [shown, setShown] = useState(initiallyShown);
  const query = useCaptcha(scope, shown);
  const last = useRef(0);
  const { refetch } = query;

  const refresh = useCallback(
    (force = false) => {
      const now = Date.now();
      if (!force && now - last.current < throttleMs) return;
      last.current = now;
      void refetch();
    },
    [refetch],
  );

  /** After a refused attempt: show the captcha, or load a fresh one if it was already shown. */
  const require = useCallback(() => {
    if (shown) refresh(true);
    else setShown(true);
  }, [shown, refresh]);

  return { shown, require, refresh, captcha: query.data, loading: query.isFetching, failed: query.isError };
}

export type CaptchaChallenge = ReturnType<typeof useCaptchaChallenge>;
