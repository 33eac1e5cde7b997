import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FooterVendors } from '../../features/games/components/GameMenusLazy';
import { memberPageHref } from '../../lib/member-pages';
import { useSite } from '../../lib/site';

/** Footer: the vendors' icons (at most 18), help links, the member's own limits and the responsible-play line. */
export function Footer() {
  const { t } = useTranslation();
  const { name } = useSite();
  return (
    <footer className="footer">
      <FooterVendors />
      <nav className="footer__links" aria-label={t('footer.help')}>
        <Link to="/help">{t('footer.help')}</Link>
        <Link to="/help#term">{t('footer.terms')}</Link>
        <Link to={memberPageHref('responsibleGaming')}>{t('memberCenter.pages.responsibleGaming')}</Link>
        <Link to="/down">{t('footer.download')}</Link>
      </nav>
      <p className="footer__licence">{t('footer.licence', { site: name })}</p>
      <p className="footer__rights">{t('footer.rights', { site: name, year: new Date().getFullYear() })}</p>
    </footer>
  );
}
