import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { errorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import type { CaptchaAnswer } from '../api/send-sms';
import { captchaRefusals, useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { CaptchaField } from './CaptchaField';

/**
 * The captcha a further SMS asks for (an address's first text in its hour goes without one): the
 * picture, the answer and a Send button. A wrong answer loads a fresh picture, since each is single use.
 */
export function SmsCaptchaDialog({
  open,
  onSend,
  onClose,
}: {
  open: boolean;
  onSend: (answer: CaptchaAnswer) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const challenge = useCaptchaChallenge('sms', true);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!challenge.captcha || pending) return;
    if (!answer.trim()) {
      setError(t('error.captcha_required'));
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onSend({ captchaId: challenge.captcha.captchaId, captcha: answer.trim() });
      setAnswer('');
    } catch (failure) {
      setError(errorMessage(failure, t));
      if (failure instanceof ApiError && captchaRefusals.has(failure.code)) challenge.refresh(true);
      setAnswer('');
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal open={open} title={t('session.smsCaptchaTitle')} onClose={onClose} size="small">
      {open ? (
        <form className="stack stack--3 session-form" onSubmit={submit} noValidate>
          <p className="dialog-text">{t('session.smsCaptchaText')}</p>
          <CaptchaField
            challenge={challenge}
            name="smsCaptcha"
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            error={error}
          />
          <div className="dialog-actions">
            <Button type="submit" pending={pending}>
              {t('session.sendCode')}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
