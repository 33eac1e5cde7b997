import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/CopyButton';
import { QrCode } from '../../../components/ui/QrCode';

/** One value to share, with its copy button. */
function ValueRow(props: { label: string; value: string; copyLabel: string; copied: string; kind: 'code' | 'link' }) {
  return (
    <div className="referral__value-row">
      <dt>{props.label}</dt>
      <dd>
        <span
          className={props.kind === 'code' ? 'referral__code figures' : 'referral__link'}
          data-testid={`referral-${props.kind}`}
        >
          {props.value}
        </span>
        <CopyButton text={props.value} label={props.copyLabel} copied={props.copied} />
      </dd>
    </div>
  );
}

/** My code and link, each with a copy button, and the link as a QR code. */
export function ReferralShare({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation();
  return (
    <section className="surface referral__panel referral__share" aria-labelledby="referral-share-title">
      <div className="referral__share-text">
        <h2 id="referral-share-title" className="referral__title">
          {t('referral.shareTitle')}
        </h2>
        <dl className="referral__values">
          <ValueRow
            label={t('referral.code')}
            value={code}
            copyLabel={t('referral.copyCode')}
            copied={t('referral.codeCopied')}
            kind="code"
          />
          <ValueRow
            label={t('referral.link')}
            value={link}
            copyLabel={t('referral.copyLink')}
            copied={t('referral.linkCopied')}
            kind="link"
          />
        </dl>
      </div>
      <figure className="referral__qr">
        <QrCode value={link} label={t('referral.qr')} />
        <figcaption>{t('referral.qrHint')}</figcaption>
      </figure>
    </section>
  );
}
