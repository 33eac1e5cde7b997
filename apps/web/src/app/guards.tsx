import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/member/use-session';
import { useToken } from '../lib/session';

/**
 * Pages that need a session (SPEC §2: the lottery pages) send a visitor without a token to their
 * sign-in route, remembering where they were going.
 */
export function RequireToken({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const location = useLocation();
  if (!useToken()) return <Navigate to={redirectTo} replace state={{ from: location }} />;
  return children;
}

/**
 * /agentHome (SPEC §2, §6): only an agent session; anyone else goes to the agent login. The role comes
 * from the member info, loaded before the back office shows.
 */
export function RequireAgent({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { token, info, infoQuery } = useSession();
  if (!token) return <Navigate to="/agent" replace state={{ from: location }} />;
  if (!info && infoQuery.isPending) {
    return (
      <div role="status" className="route-loading">
        <LoaderCircle className="spin" size={32} aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (info?.role !== 'agent') return <Navigate to="/agent" replace state={{ from: location }} />;
  return children;
}
