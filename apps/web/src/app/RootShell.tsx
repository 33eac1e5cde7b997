import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/Toaster';
import { GroupBanner } from '../features/content/components/GroupBanner';
import { ChatRoomHost } from '../features/service/components/ChatRoomHost';
import { SessionDialogs } from '../features/session/components/SessionDialogs';
import { useOidcReturn } from '../features/session/hooks/use-oidc-return';

// The help centre (its list, pager and the help call) loads when the terms link first opens it.
const HelpDialog = lazy(() =>
  import('../features/help/components/HelpDialog').then((m) => ({ default: m.HelpDialog })),
);

/** Above every layout: the page, the identity dialogs that can open over it (with the site's banner for each), and the toasts. */
export function RootShell() {
  useOidcReturn();
  return (
    <>
      <Outlet />
      <SessionDialogs
        banner={(group) => <GroupBanner group={group} linked={false} />}
        help={(onClose) => (
          <Suspense fallback={null}>
            <HelpDialog onClose={onClose} />
          </Suspense>
        )}
      />
      <ChatRoomHost />
      <Toaster />
    </>
  );
}
