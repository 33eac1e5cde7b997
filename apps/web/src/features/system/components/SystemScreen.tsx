import type { Permission } from '@portal/contracts';
import type { ReactNode } from 'react';
import { SiteLogo } from './SiteLogo';
import './system.css';

/** The full-page frame shared by the loader, the error, maintenance and region-block pages. */
export function SystemScreen({
  permission,
  testId,
  icon,
  children,
}: {
  permission?: Permission;
  testId?: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const whitelabel = permission?.info.whitelabel;
  return (
    <main className="system-screen" data-testid={testId}>
      <div className="surface system-screen__card">
        <SiteLogo theme={whitelabel?.theme} name={whitelabel?.name} size={48} />
        {icon ? (
          <span className="system-screen__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children}
      </div>
    </main>
  );
}
