import { Check, Download, Share, Smartphone } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { QrCode } from '../../../components/ui/QrCode';
import { promptInstall, useInstallState } from '../../../lib/install-prompt';
import { useSite } from '../../../lib/site';

/** Where a phone lands from the codes: this page, ready to install (the card is scrolled to and focused). */
export const installPageUrl = () => new URL('/down?install=1', window.location.origin).href;

/**
 * Installing the portal as a web app: the browser's own install dialog where it offers one
 * (beforeinstallprompt), the "Add to Home Screen" steps on iOS, the browser menu's elsewhere, and the
 * code of the install page for a phone.
 */
export function InstallCard() {
  const { t } = useTranslation();
  const { name } = useSite();
  const state = useInstallState();
  const [params] = useSearchParams();
  const card = useRef<HTMLElement>(null);
  const arrivedToInstall = params.get('install') === '1';

  useEffect(() => {
    if (!arrivedToInstall) return;
    // Focus scrolls the card into view and tells a screen reader where the visitor landed.
    card.current?.focus();
  }, [arrivedToInstall]);

  return (
    <section ref={card} className="download install-card" aria-labelledby="install-title" tabIndex={-1}>
      <div className="download__text">
        <h2 id="install-title" className="install-card__title">
          <Smartphone size={22} aria-hidden="true" />
          {t('download.installTitle', { site: name })}
        </h2>
        <p className="install-card__lead">{t('download.installLead')}</p>
        {state === 'prompt' ? (
          <button type="button" className="btn btn--primary" onClick={() => void promptInstall()}>
            <Download size={16} aria-hidden="true" />
            {t('download.install')}
          </button>
        ) : null}
        {state === 'installed' ? (
          <p className="install-card__done" role="status">
            <Check size={16} aria-hidden="true" />
            {t('download.installed')}
          </p>
        ) : null}
        {state === 'ios' ? (
          <p className="install-card__steps">
            <Share size={16} aria-hidden="true" />
            {t('download.iosSteps')}
          </p>
        ) : null}
        {state === 'manual' ? <p className="install-card__steps">{t('download.manualSteps')}</p> : null}
      </div>
      <figure className="install-card__code">
        <QrCode value={installPageUrl()} label={t('download.scanToInstall')} />
        <figcaption>{t('download.scanToInstall')}</figcaption>
      </figure>
    </section>
  );
}
