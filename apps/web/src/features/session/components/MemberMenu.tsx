import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/member/use-session';
import { openDialog } from '../../../lib/session-dialogs';
import { MemberAvatar } from './MemberAvatar';

/**
 * The signed-in member's menu (SPEC §2): avatar, name and VIP label; account, betting record,
 * account record, agent centre (agents), change password and logout. A disclosure: Escape or a click
 * elsewhere closes it.
 */
export function MemberMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { info, isAgent, isTrial } = useSession();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const close = () => setOpen(false);
  const links = [
    { to: '/member', label: t('member.account') },
    ...(isTrial ? [] : [{ to: '/vip', label: t('member.vipLevel') }]),
    { to: '/member?page=personalHistoryCopy', label: t('member.bettingRecord') },
    { to: '/member?page=transactionHistory', label: t('member.accountRecord') },
    ...(isAgent ? [{ to: '/agentHome', label: t('member.agentCentre') }] : []),
  ];
  const vip = isTrial ? t('member.trial') : info?.vipLabel;

  return (
    <div className="member-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="member-menu__toggle"
        data-testid="member-menu"
        aria-expanded={open}
        aria-controls={panelId}
        // The compact button shows no text: its name is the label. Otherwise the name is the visible text
        // followed by the label (WCAG 2.5.3: a spoken command names what is on the screen).
        aria-label={compact ? t('member.menu') : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <MemberAvatar />
        {compact ? null : (
          <span className="member-menu__who">
            <span className="member-menu__name">{info?.nickname || info?.account || ''}</span>
            {vip ? <span className="member-menu__vip">{vip}</span> : null}
            <span className="visually-hidden">{t('member.menu')}</span>
          </span>
        )}
        <ChevronDown size={16} aria-hidden="true" />
      </button>
      {open ? (
        <ul id={panelId} className="surface member-menu__panel">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="member-menu__item" to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          {isTrial ? null : (
            <li>
              <button
                type="button"
                className="member-menu__item"
                onClick={() => {
                  close();
                  openDialog({ kind: 'change-password', forced: false, username: info?.account });
                }}
              >
                {t('member.changePassword')}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className="member-menu__item"
              onClick={() => {
                close();
                openDialog({ kind: 'logout' });
              }}
            >
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
