import { type ReactNode, useEffect } from 'react';
import { usePermission } from '../features/system/api/get-permission';
import { useStatus } from '../features/system/api/get-status';
import { FullPageError } from '../features/system/components/FullPageError';
import { FullPageLoader } from '../features/system/components/FullPageLoader';
import { MaintenancePage } from '../features/system/components/MaintenancePage';
import { RegionBlockedPage } from '../features/system/components/RegionBlockedPage';
import { SiteProvider } from '../lib/site';
import { useApplySite } from './apply-site';

/**
 * Decides what the visitor sees before any route: a loader while the site boots, the maintenance or
 * region-block page when the status says so (on every route), an error with Retry when the site cannot
 * be loaded, else the app with its site settings. The status is polled, so the app comes back by itself.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useStatus();
  const permission = usePermission();
  const ready = useApplySite(permission.data);
  const code = status.data?.status;
  const { isError: permissionFailed, refetch: refetchPermission } = permission;

  // A site leaving maintenance may have refused its settings meanwhile: ask again once it is open.
  useEffect(() => {
    if (code === 0 && permissionFailed) void refetchPermission();
  }, [code, permissionFailed, refetchPermission]);

  if (code === 1) return <MaintenancePage permission={permission.data} endsAt={status.data?.maintenanceEndsAt} />;
  if (code === 2 && status.data) return <RegionBlockedPage ip={status.data.location.ip} permission={permission.data} />;

  const failed = (!status.data && status.error) || (!permission.data && permission.error);
  if (failed) {
    const retry = () => {
      if (!status.data) void status.refetch();
      if (!permission.data) void permission.refetch();
    };
    return <FullPageError error={failed} onRetry={retry} retrying={status.isFetching || permission.isFetching} />;
  }
  if (!status.data || !permission.data || !ready) return <FullPageLoader permission={permission.data} />;
  return <SiteProvider value={permission.data}>{children}</SiteProvider>;
}
