import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSite } from '../../../lib/site';
import { oidcStartUrl } from '../api/exchange-oidc-ticket';

/**
 * Sign-in with Google or Facebook where the server says the provider is switched on and configured
 * (issue 22, 16: a switch alone gave a button whose start failed); plain links, the flow is redirects.
 */
export function ThirdPartySignIn() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signInProviders } = useSite().permission.info.whitelabel;
  const returnTo = pathname === '/login' || pathname === '/register' ? '/' : pathname;
  const providers = [
    { key: 'google', enabled: signInProviders.includes('google'), label: t('session.withGoogle') },
    { key: 'facebook', enabled: signInProviders.includes('facebook'), label: t('session.withFacebook') },
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
