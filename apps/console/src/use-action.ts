import { useState } from 'react';
import { ApiFailure } from './api';
import { messageOf, type Strings } from './strings';

/**
 * A form's call to the API: busy while it runs, its failure's message in the language, and a session that ended
 * meanwhile handed to `onExpired` (back to the sign-in) rather than shown as a failure.
 */
export function useAction(t: Strings, onExpired?: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, afterFailure?: (refusal: ApiFailure) => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      const refusal = error instanceof ApiFailure ? error : new ApiFailure('NETWORK');
      if (refusal.code === 'SESSION_EXPIRED' && onExpired) return onExpired();
      setFailure(messageOf(t, refusal));
      await afterFailure?.(refusal);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, run };
}
