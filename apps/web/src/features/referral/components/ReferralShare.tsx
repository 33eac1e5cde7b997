import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/CopyButton';

/** My code and link, each with a copy button, and the link as a QR code drawn by `qrCode` (the app's QR). */
export function ReferralShare({
  code,
  link,
  qrCode,
}: {
  code: string;
  link: string;
  qrCode?: (link: string, label: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="referral__panel referral__share" aria-labelledby="referral-share-title">
      <div className="referral__share-text">
        <h2 id="referral-share-title" className="referral__title">
          {t('referral.shareTitle')}
        </h2>
        <dl className="referral__values">
          <div className="referral__value-row">
            <dt>{t('referral.code')}</dt>
            <dd>
              <span className="referral__code figures" data-testid="referral-code">
                {code}
              </span>
              <CopyButton text={code} label={t('referral.copyCode')} copied={t('referral.codeCopied')} />
            </dd>
          </div>
          <div className="referral__value-row">
            <dt>{t('referral.link')}</dt>
            <dd>
              <span className="referral__link" data-testid="referral-link">
                {link}
              </span>
              <CopyButton text={link} label={t('referral.copyLink')} copied={t('referral.linkCopied')} />
            </dd>
          </div>
        </dl>
      </div>
      {qrCode ? (
        <figure className="referral__qr">
          {qrCode(link, t('referral.qr'))}
          <figcaption>{t('referral.qrHint')}</figcaption>
        </figure>
      ) : null}
    </section>
  );
}
