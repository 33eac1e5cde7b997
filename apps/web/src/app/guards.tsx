import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readSession } from '../lib/storage';

/**
 * Pages that need a session (SPEC §2: the lottery pages; /agentHome) send a visitor without a token
 * to their sign-in route, remembering where they were going.
 */
export function RequireToken({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const location = useLocation();
  if (!readSession('token')) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  return children;
}
