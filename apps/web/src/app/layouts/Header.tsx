import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { LanguageSelect } from '../../components/ui/LanguageSelect';
import { HeaderGameNav } from '../../features/games/components/GameMenusLazy';
import { HeaderMember } from '../../features/session/components/HeaderMemberLazy';
import { SiteLogo } from '../../features/system/components/SiteLogo';
import { useToken } from '../../lib/session';
import { openDialog } from '../../lib/session-dialogs';
import { useSite } from '../../lib/site';
import { mobileQuery, useMediaQuery } from '../../lib/use-media-query';
import './header.css';

/**
 * The 64 px header: menu button (when the layout has a side menu), logo and site name, the top
 * navigation (home, events, download, then the game categories that have vendors), the language selector when the side menu does not show one, then log in and register,
 * or once signed in the balance and the member menu (compact on mobile).
 */
export function Header({ onMenu, showLanguage }: { onMenu?: () => void; showLanguage: boolean }) {
  const { t } = useTranslation();
  const signedIn = useToken() !== null;
  const mobile = useMediaQuery(mobileQuery);
  const { name, theme, brand } = useSite();
  const links = [
    { to: '/promotions', label: t('nav.events'), end: false },
    { to: '/down', label: t('nav.download'), end: false },
  ];
  return (
    <header className="top-bar header">
      {onMenu ? (
        <button type="button" className="icon-btn header__menu" aria-label={t('common.openMenu')} onClick={onMenu}>
          <Menu size={22} aria-hidden="true" />
        </button>
      ) : null}
      <Link to="/" className="header__brand">
        <SiteLogo theme={theme} name={name} size={32} />
        <span className="header__name" data-testid="site-name">
          {name}
        </span>
      </Link>
      <nav className="header__nav" aria-label={t('common.mainNavigation')}>
        <NavLink to="/" end className="header__link">
          {t('nav.home')}
        </NavLink>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className="header__link">
            {link.label}
          </NavLink>
        ))}
        {/* Last: the categories arrive with the game menus and so move nothing already shown. */}
        <HeaderGameNav />
      </nav>
      <div className="header__actions">
        {showLanguage ? <LanguageSelect languages={brand.supportedLanguages} showLabel={false} /> : null}
        {signedIn ? (
          <HeaderMember compact={mobile} />
        ) : (
          <>
            <button
              type="button"
              className="btn btn--ghost header__login"
              onClick={() => openDialog({ kind: 'login' })}
            >
              {t('nav.login')}
            </button>
            <button
              type="button"
              className="btn btn--primary header__register"
              onClick={() => openDialog({ kind: 'register' })}
            >
              {t('nav.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
