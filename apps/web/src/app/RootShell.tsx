import { Outlet } from 'react-router';
import { Toaster } from '../components/ui/Toaster';
import { GroupBanner } from '../features/content/components/GroupBanner';
import { HelpDialog } from '../features/help/components/HelpDialog';
import { ChatRoomDialog } from '../features/service/components/ChatRoomDialog';
import { SessionDialogs } from '../features/session/components/SessionDialogs';
import { useOidcReturn } from '../features/session/hooks/use-oidc-return';

/** Above every layout: the page, the identity dialogs that can open over it (with the site's banner for each), and the toasts. */
export function RootShell() {
  useOidcReturn();
  return (
    <>
      <Outlet />
      <SessionDialogs
        banner={(group) => <GroupBanner group={group} linked={false} />}
        help={(onClose) => <HelpDialog onClose={onClose} />}
      />
      <ChatRoomDialog />
      <Toaster />
    </>
  );
}
