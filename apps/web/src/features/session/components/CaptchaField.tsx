import { RefreshCw } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/Field';
import type { CaptchaChallenge } from '../hooks/use-captcha-challenge';

/** The captcha answer with its image and a refresh button; shown only once the server asks for it. */
export function CaptchaField({
  challenge,
  error,
  ...input
}: {
  challenge: CaptchaChallenge;
  error?: string;
  ref?: Ref<HTMLInputElement>;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation();
  if (!challenge.shown) return null;
  const image = challenge.captcha ? (
    <img
      className="captcha__image"
      src={challenge.captcha.value}
      alt={t('session.captchaImage')}
      width={120}
      height={40}
    />
  ) : (
    <span className="captcha__image captcha__image--empty">
      {challenge.failed ? t('session.captchaLoadFailed') : ''}
    </span>
  );
  return (
    <div className="captcha">
      <TextField {...input} label={t('session.captcha')} required error={error} autoComplete="off" />
      <div className="captcha__side">
        {image}
        <button
          type="button"
          className="icon-btn"
          aria-label={t('session.refreshCaptcha')}
          onClick={() => challenge.refresh()}
          disabled={challenge.loading}
        >
          <RefreshCw size={18} aria-hidden="true" className={challenge.loading ? 'spin' : undefined} />
        </button>
      </div>
    </div>
  );
}
