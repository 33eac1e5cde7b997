import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../lib/session';
import { logout } from '../api/logout';

/** Drops every cached answer but the site's own (status, permission, countries). */
export function forgetSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
}

/**
 * Logging out (SPEC §4): the server forgets the token (a failure there still ends the session here),
 * session storage is cleared but for the merchant code, cached answers go, and the portal returns to
 * the root.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    clearSession();
    forgetSessionData(queryClient);
    navigate('/');
  }, [queryClient, navigate]);
}
