import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSite } from '../../../lib/site';
import { oidcStartUrl } from '../api/exchange-oidc-ticket';

/** Sign-in with Google or Facebook, as the site's switches allow (plain links: the flow is redirects). */
export function ThirdPartySignIn() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { switches } = useSite().permission.info.whitelabel;
  const returnTo = pathname === '/login' || pathname === '/register' ? '/' : pathname;
  const providers = [
    { key: 'google', enabled: switches.GOOGLELOGIN, label: t('session.withGoogle') },
    { key: 'facebook', enabled: switches.FACEBOOKLOGIN, label: t('session.withFacebook') },
  ] as const;
  const shown = providers.filter((provider) => provider.enabled);
  if (shown.length === 0) return null;
  return (
    <div className="third-party">
      <p className="third-party__or">{t('session.orContinueWith')}</p>
      <div className="third-party__buttons">
        {shown.map((provider) => (
          <a key={provider.key} className="btn btn--ghost" href={oidcStartUrl(provider.key, returnTo)}>
            {provider.label}
          </a>
        ))}
      </div>
    </div>
  );
}
