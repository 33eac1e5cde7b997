import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSite } from '../site';

/**
 * Footer: help links and the responsible-play line. The vendor icons (at most 18) join it once the
 * game catalogue exists; until then it shows none rather than made-up vendors.
 */
export function Footer() {
  const { t } = useTranslation();
  const { name } = useSite();
  return (
    <footer className="footer">
      <nav className="footer__links" aria-label={t('footer.help')}>
        <Link to="/help">{t('footer.help')}</Link>
        <Link to="/help#term">{t('footer.terms')}</Link>
        <Link to="/down">{t('footer.download')}</Link>
      </nav>
      <p className="footer__licence">{t('footer.licence', { site: name })}</p>
      <p className="footer__rights">{t('footer.rights', { site: name, year: new Date().getFullYear() })}</p>
    </footer>
  );
}
