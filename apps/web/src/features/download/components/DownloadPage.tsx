import type { Resource } from '@portal/contracts';
import { Apple, Download, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { QrCode } from '../../../components/ui/QrCode';
import { useSite } from '../../../lib/site';
import './download.css';

const platforms = [
  { type: 'MOBILECONFIG', key: 'ios', Icon: Apple },
  { type: 'Android', key: 'android', Icon: Smartphone },
] as const satisfies readonly { type: Resource['resourceType']; key: string; Icon: unknown }[];

/** A phone scanning the code needs the whole address, not the portal's own path. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * /down (SPEC §2): the iOS and Android QR codes of the site's app resources, each with its direct
 * link. A platform the site has not published shows the image failure in place of its code.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const { resources, name } = useSite();
  return (
    <Page title={t('route.down')}>
      <p className="download-page__lead">{t('download.lead', { site: name })}</p>
      <ul className="download-page__apps">
        {platforms.map(({ type, key, Icon }) => {
          const url = resources.find((entry) => entry.resourceType === type && entry.url)?.url ?? null;
          const app = t(key === 'ios' ? 'home.iosApp' : 'home.androidApp');
          return (
            <li key={key} className="download-page__app">
              <h2 className="download-page__name">
                <Icon size={20} aria-hidden="true" />
                {app}
              </h2>
              <QrCode value={url ? absolute(url) : null} label={t('home.qrOf', { app })} />
              <p className="download-page__hint">{t(key === 'ios' ? 'download.iosHint' : 'download.androidHint')}</p>
              {url ? (
                <a href={url} className="btn btn--secondary" rel="noopener noreferrer">
                  <Download size={16} aria-hidden="true" />
                  {t('download.get', { app })}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Page>
  );
}
