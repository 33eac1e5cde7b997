import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/Toaster';
import { SessionDialogs } from '../features/session/components/SessionDialogs';

/** Above every layout: the page, the identity dialogs that can open over it, and the toasts. */
export function RootShell() {
  return (
    <>
      <Outlet />
      <SessionDialogs />
      <Toaster />
    </>
  );
}
