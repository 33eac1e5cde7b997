import type { Popup } from '@portal/contracts';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useSession } from '../../../lib/member/use-session';
import { routeDialogOf, useSessionDialog } from '../../../lib/session-dialogs';
import { useAnnouncements } from '../api/get-announcements';
import { rewardCenterPath } from '../hooks/banner-target';
import { popupShowsTo } from '../hooks/popup-audience';
import { useClosedPopups } from '../hooks/use-closed-popups';
import { NoticeList } from './NoticeList';

const selectPopups = (data: { popups: Popup[] }) => data.popups;

/**
 * The home page's popups (SPEC §4): those meant for this visitor or member (by execution code) and not
 * yet closed in this session, together in one dialog. Closing it, or following a promotion, marks them
 * closed for this member (or for the anonymous visitor). They wait while a sign-in dialog is open or about
 * to open (a dialog route), and for a member until the member's id is known.
 */
export function HomePopups() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signedIn, info } = useSession();
  const sessionDialog = useSessionDialog();
  const { pathname, search } = useLocation();
  // At /login, /register or an invitation link the dialog opens a moment after the first render: showing the
  // popups first would have them vanish under the visitor's pointer when it does (issue 22, 27).
  const dialogDue = routeDialogOf(pathname, search, signedIn) !== undefined;
  const popups = useAnnouncements(selectPopups);
  const owner = signedIn ? (info?.id ?? null) : 'anon';
  const { closedIds, markClosed } = useClosedPopups(owner ?? 'pending');
  const [expandedId, setExpandedId] = useState<string | null | undefined>(undefined);

  const due = (popups.data ?? []).filter(
    (popup) => popupShowsTo(popup.executionCode, signedIn) && !closedIds.includes(popup.id),
  );
  if (owner === null || sessionDialog !== null || dialogDue || due.length === 0) return null;

  const close = () => markClosed(due.map((popup) => popup.id));
  const goToPromotion = () => {
    close();
    navigate(rewardCenterPath);
  };
  return (
    <Modal open title={t('content.popupsTitle')} onClose={close}>
      <NoticeList
        items={due}
        expandedId={expandedId === undefined ? due[0]!.id : expandedId}
        onExpand={setExpandedId}
        actions={(popup) =>
          popup.promotionType ? (
            <Button icon={<Gift size={16} aria-hidden="true" />} onClick={goToPromotion}>
              {t('content.goToPromotion')}
            </Button>
          ) : null
        }
      />
    </Modal>
  );
}
