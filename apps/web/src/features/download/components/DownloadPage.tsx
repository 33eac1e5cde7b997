import type { Resource } from '@portal/contracts';
import { Apple, Download, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { QrCode } from '../../../components/ui/QrCode';
import { useSite } from '../../../lib/site';
import { InstallCard } from './InstallCard';
import './download.css';

const platforms = [
  { type: 'MOBILECONFIG', key: 'ios', Icon: Apple },
  { type: 'Android', key: 'android', Icon: Smartphone },
] as const satisfies readonly { type: Resource['resourceType']; key: string; Icon: unknown }[];

/** A phone scanning the code needs the whole address, not the portal's own path. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * /down (SPEC §2): the portal installs as a web app on any phone (issue 22, 17: the download files it
 * used to link were "Page not found"): the install card with its button, its steps and the code of
 * this page. A native package shows beside it only where the site's operator has published one.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const { resources, name } = useSite();
  const native = platforms.flatMap(({ type, key, Icon }) => {
    const url = resources.find((entry) => entry.resourceType === type && entry.url)?.url;
    return url ? [{ key, Icon, url }] : [];
  });
  return (
    <Page title={t('route.down')}>
      <p className="download-page__lead">{t('download.lead', { site: name })}</p>
      <InstallCard />
      {native.length > 0 ? (
        <section aria-labelledby="native-apps">
          <h2 id="native-apps" className="download-page__section">
            {t('download.nativeTitle')}
          </h2>
          <ul className="download-page__apps">
            {native.map(({ key, Icon, url }) => {
              const app = t(key === 'ios' ? 'home.iosApp' : 'home.androidApp');
              return (
                <li key={key} className="surface download-page__app">
                  <h3 className="download-page__name">
                    <Icon size={20} aria-hidden="true" />
                    {app}
                  </h3>
                  <QrCode value={absolute(url)} label={t('home.qrOf', { app })} />
                  <a href={url} className="btn btn--secondary" rel="noopener noreferrer">
                    <Download size={16} aria-hidden="true" />
                    {t('download.get', { app })}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
