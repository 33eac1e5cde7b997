import type { LucideIcon } from 'lucide-react';
import { BanknoteArrowUp, LogOut, Mail, Wallet } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/ui/Modal';
import { ListSkeleton } from '../../components/ui/QueryView';
import { CustomerServiceButton } from '../../features/system/components/CustomerServiceButton';
import { useUnreadCount } from '../../lib/member/get-unread-count';
import { openDialog } from '../../lib/session-dialogs';
import { useSite } from '../../lib/site';
import { Badge } from '../member-center/Badge';
import { type MemberPageKey, memberPages, memberPageTitleKey } from '../member-center/pages';
import '../member-center/member-center.css';

/** The member centre pages the agent header opens over the back office. */
type Panel = Extract<MemberPageKey, 'depositv2' | 'withdraw' | 'messageV2'>;

const panels: readonly { key: Panel; icon: LucideIcon }[] = [
  { key: 'depositv2', icon: Wallet },
  { key: 'withdraw', icon: BanknoteArrowUp },
  { key: 'messageV2', icon: Mail },
];

/**
 * The agent header's actions (SPEC §2): deposit, withdraw and messages open the member centre's own
 * pages in a dialog, so the agent stays in its back office; customer service is the site's channel, as
 * on the member side; then logout. On narrow screens the labels hide (CSS) and each button is named
 * by its aria-label; the messages button says how many are unread.
 */
export function AgentHeaderActions() {
  const { t } = useTranslation();
  const { customerService } = useSite();
  const unread = useUnreadCount().data?.count ?? 0;
  const [open, setOpen] = useState<Panel | null>(null);
  const Content = open ? memberPages[open].component : null;
  const nameOf = (key: Panel) => {
    const title = t(memberPageTitleKey(key));
    return key === 'messageV2' && unread > 0 ? `${title}, ${t('memberCenter.unread', { count: unread })}` : title;
  };

  return (
    <fieldset className="agent-actions">
      <legend className="visually-hidden">{t('agent.header.actions')}</legend>
      {panels.map(({ key, icon: Icon }) => (
        <button
          key={key}
          type="button"
          className="btn btn--ghost agent-actions__button"
          aria-label={nameOf(key)}
          onClick={() => setOpen(key)}
        >
          <Icon size={18} aria-hidden="true" />
          <span className="agent-actions__label">{t(memberPageTitleKey(key))}</span>
          {key === 'messageV2' ? <Badge count={unread} /> : null}
        </button>
      ))}
      <CustomerServiceButton channels={customerService} variant="ghost" labelClassName="agent-actions__label" />
      <button
        type="button"
        className="btn btn--ghost agent-actions__button"
        aria-label={t('nav.logout')}
        onClick={() => openDialog({ kind: 'logout' })}
      >
        <LogOut size={18} aria-hidden="true" />
        <span className="agent-actions__label">{t('nav.logout')}</span>
      </button>
      <Modal
        open={open !== null}
        title={open ? t(memberPageTitleKey(open)) : ''}
        onClose={() => setOpen(null)}
        // Each page has its list of records under its form: room for their columns.
        size="wide"
      >
        <Suspense fallback={<ListSkeleton />}>{Content ? <Content /> : null}</Suspense>
      </Modal>
    </fieldset>
  );
}
