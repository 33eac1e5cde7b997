import type { Resource } from '@portal/contracts';
import { Apple, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QrCode } from '../../../components/ui/QrCode';
import { useSite } from '../../../lib/site';
import { installPageUrl } from './InstallCard';
import './download.css';

/** The app links a site publishes among its resources (SPEC §3): Android, and the iOS profile. */
const apps: { type: Resource['resourceType']; platform: 'android' | 'ios' }[] = [
  { type: 'MOBILECONFIG', platform: 'ios' },
  { type: 'Android', platform: 'android' },
];

/** The home page's download section: the code of the install page, and one per native app the site publishes. */
export function DownloadSection() {
  const { t } = useTranslation();
  const { resources, name } = useSite();
  const offered = apps.flatMap(({ type, platform }) => {
    const resource = resources.find((entry) => entry.resourceType === type && entry.url);
    return resource ? [{ platform, url: resource.url }] : [];
  });
  return (
    <section className="download" aria-labelledby="home-download">
      <div className="download__text">
        <h2 id="home-download" className="download__title">
          {t('home.downloadTitle', { site: name })}
        </h2>
        <p className="download__lead">{t('home.downloadText')}</p>
        <Link to="/down" className="btn btn--secondary download__more">
          {t('home.downloadMore')}
        </Link>
      </div>
      <ul className="download__codes">
        {/* The portal installs as a web app from its download page (issue 22, 17). */}
        <li className="download__code">
          <QrCode value={installPageUrl()} label={t('download.scanToInstall')} />
          <Link to="/down?install=1" className="download__link">
            <Smartphone size={16} aria-hidden="true" />
            {t('download.install')}
          </Link>
        </li>
        {offered.map(({ platform, url }) => {
          const label = t(platform === 'ios' ? 'home.iosApp' : 'home.androidApp');
          const Icon = platform === 'ios' ? Apple : Smartphone;
          return (
            <li key={platform} className="download__code">
              <QrCode value={url} label={t('home.qrOf', { app: label })} />
              <a href={url} className="download__link" rel="noopener noreferrer">
                <Icon size={16} aria-hidden="true" />
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
