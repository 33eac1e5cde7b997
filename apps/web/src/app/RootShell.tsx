import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/Toaster';
import { SessionDialogs } from '../features/session/components/SessionDialogs';
import { useOidcReturn } from '../features/session/hooks/use-oidc-return';

/** Above every layout: the page, the identity dialogs that can open over it, and the toasts. */
export function RootShell() {
  useOidcReturn();
  return (
    <>
      <Outlet />
      <SessionDialogs />
      <Toaster />
    </>
  );
}
