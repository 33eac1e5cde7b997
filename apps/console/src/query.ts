import { QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { ApiFailure } from './api';
import { useConsole } from './console-context';
import { messageOf } from './strings';

/** The console's cache: lists are read again when a tab comes back, and a refusal is not retried. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (count, error) => !(error instanceof ApiFailure && error.code !== 'NETWORK') && count < 2,
    },
  },
});

const signInAgain = new Set(['SESSION_EXPIRED', 'UNAUTHORIZED', 'SECOND_STEP_REQUIRED']);

/**
 * A read of the operator API: its data, whether it loads, and its failure as a message in the language. A session
 * that ended meanwhile goes back to the sign-in, saying why.
 */
export function useApiQuery<T>(key: QueryKey, read: () => Promise<T>) {
  const { t, signOut } = useConsole();
  const query = useQuery({ queryKey: key, queryFn: read, placeholderData: (previous) => previous });
  const refusal = query.error instanceof ApiFailure ? query.error : query.error ? new ApiFailure('NETWORK') : null;
  if (refusal && signInAgain.has(refusal.code)) queueMicrotask(() => signOut(messageOf(t, refusal)));
  return { ...query, failure: refusal ? messageOf(t, refusal) : null };
}
