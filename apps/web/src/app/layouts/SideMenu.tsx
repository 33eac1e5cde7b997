import { Headset, LogOut, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSelect } from '../../components/ui/LanguageSelect';
import { ChatEntry } from '../../features/service/components/ChatEntry';
import { useMemberInfo } from '../../lib/member/get-member-info';
import { useRequireMember } from '../../lib/member/use-require-member';
import { useToken } from '../../lib/session';
import { openDialog } from '../../lib/session-dialogs';
import { useSite } from '../../lib/site';
import { Badge } from '../member-center/Badge';
import { sideMenu } from './side-menu';
import '../member-center/member-center.css';
import './side-menu.css';

interface SideMenuProps {
  mobile: boolean;
  /** Desktop: the 64 px icon rail instead of the 240 px menu. */
  collapsed: boolean;
  onToggleCollapse: () => void;
  /** Mobile: whether the drawer is open. */
  open: boolean;
  onClose: () => void;
}

/**
 * Which entry is the page shown: the entries into the member centre differ only by `?page=`, so the
 * query counts; the member centre entry itself stands for its pages that have no entry of their own.
 */
function useCurrentEntry(): (to: string) => boolean {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const ownEntry = sideMenu.some((entry) => entry.to === here);
  return (to) => (to.includes('?') ? to === here : to === pathname && !ownEntry);
}

/**
 * The side menu: 240 px and collapsible on desktop, a drawer on mobile. Member entries pass the login
 * check first (SPEC §4); logout shows only when signed in.
 */
export function SideMenu({ mobile, collapsed, onToggleCollapse, open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const { customerService, brand } = useSite();
  const closeButton = useRef<HTMLButtonElement>(null);
  const signedIn = useToken() !== null;
  const requireMember = useRequireMember();
  const rail = !mobile && collapsed;
  const isCurrent = useCurrentEntry();
  // Rewards waiting to be joined or claimed (member info's availablePromos), on the reward centre entry.
  const waiting = useMemberInfo().data?.availablePromos ?? 0;

  useEffect(() => {
    if (!mobile || !open) return;
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobile, open, onClose]);

  if (mobile && !open) return null;
  const label = (text: string) => <span className={rail ? 'visually-hidden' : 'side__label'}>{text}</span>;

  return (
    <>
      {mobile ? <div className="side__scrim" aria-hidden="true" onClick={onClose} /> : null}
      <nav
        className={`side${rail ? ' side--rail' : ''}${mobile ? ' side--drawer' : ''}`}
        aria-label={t('common.sideMenu')}
      >
        <div className="side__top">
          {mobile ? (
            <button
              ref={closeButton}
              type="button"
              className="icon-btn"
              aria-label={t('common.closeMenu')}
              onClick={onClose}
            >
              <X size={20} aria-hidden="true" />
            </button>
          ) : (
            <button
              type="button"
              className="icon-btn"
              aria-label={collapsed ? t('common.expandMenu') : t('common.collapseMenu')}
              aria-expanded={!collapsed}
              onClick={onToggleCollapse}
            >
              {collapsed ? (
                <PanelLeftOpen size={20} aria-hidden="true" />
              ) : (
                <PanelLeftClose size={20} aria-hidden="true" />
              )}
            </button>
          )}
        </div>
        {mobile && !signedIn ? (
          <div className="side__account">
            <button type="button" className="btn btn--ghost" onClick={() => openDialog({ kind: 'login' })}>
              {t('nav.login')}
            </button>
            <button type="button" className="btn btn--primary" onClick={() => openDialog({ kind: 'register' })}>
              {t('nav.register')}
            </button>
          </div>
        ) : null}
        <ul className="nav-list">
          {sideMenu.map(({ key, icon: Icon, to, member }) => (
            <li key={key}>
              <Link
                to={to}
                // Matched by hand: the member centre entries differ only by their query.
                aria-current={isCurrent(to) ? 'page' : undefined}
                className="nav-link side__item"
                title={rail ? t(`nav.${key}`) : undefined}
                onClick={(event) => {
                  if (member && !requireMember()) event.preventDefault();
                }}
              >
                <Icon size={20} aria-hidden="true" />
                {label(t(`nav.${key}`))}
                {key === 'rewardCenter' ? (
                  <Badge count={waiting} label={t('promotions.waiting', { count: waiting })} />
                ) : null}
              </Link>
            </li>
          ))}
          {customerService.map((channel) => (
            <li key={`${channel.csType}:${channel.path}`}>
              {channel.csType === 'LIVECHAT' ? (
                // Our own chat room (issue 13), not the path: it opens as a dialog over the page.
                <ChatEntry
                  className="nav-link side__item"
                  label={label(channel.title || t('nav.customerService'))}
                  onOpen={mobile ? onClose : undefined}
                />
              ) : (
                <a className="nav-link side__item" href={channel.path} target="_blank" rel="noopener noreferrer">
                  <Headset size={20} aria-hidden="true" />
                  {label(channel.title || t('nav.customerService'))}
                  <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
                </a>
              )}
            </li>
          ))}
          {signedIn ? (
            <li>
              <button
                type="button"
                className="nav-link side__item side__logout"
                title={rail ? t('nav.logout') : undefined}
                onClick={() => openDialog({ kind: 'logout' })}
              >
                <LogOut size={20} aria-hidden="true" />
                {label(t('nav.logout'))}
              </button>
            </li>
          ) : null}
        </ul>
        {rail || mobile ? null : (
          <div className="side__language">
            <LanguageSelect languages={brand.supportedLanguages} />
          </div>
        )}
      </nav>
    </>
  );
}
