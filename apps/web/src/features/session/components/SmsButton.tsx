import type { SmsSent } from '@portal/contracts';
import { throttleMs } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import type { CaptchaAnswer } from '../api/send-sms';
import { captchaRefusals } from '../hooks/use-captcha-challenge';
import { SmsCaptchaDialog } from './SmsCaptchaDialog';
import { WarningDialog } from './WarningDialog';

/**
 * The send-code button (SPEC §4): checks the mobile number first, sends, then stays disabled for
 * expiredMinutes × 60 seconds with a visible countdown. Nothing happens while it counts down or while
 * a send is on its way; a refusal shows a warning dialog with the server's message. When the server
 * wants a captcha for a further text from this address, it asks for one in a small dialog and sends again.
 */
export function SmsButton({
  send,
  check,
}: {
  send: (captcha?: CaptchaAnswer) => Promise<SmsSent>;
  check: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(0);
  const [pending, setPending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const busy = useRef(false);
  const lastClick = useRef(0);

  useEffect(() => {
    if (endsAt === 0) return;
    const tick = () => {
      const seconds = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(seconds);
      if (seconds === 0) setEndsAt(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const sent = ({ expiredMinutes }: SmsSent) => {
    setEndsAt(Date.now() + expiredMinutes * 60_000);
    toast.success(t('session.codeSent', { minutes: expiredMinutes }));
  };

  /** Sent again with the captcha's answer; a refusal other than the captcha's closes it with a warning. */
  const sendWithCaptcha = async (answer: CaptchaAnswer) => {
    try {
      sent(await send(answer));
      setCaptchaAsked(false);
    } catch (error) {
      if (error instanceof ApiError && captchaRefusals.has(error.code)) throw error;
      setCaptchaAsked(false);
      const tooMany = error instanceof ApiError && error.code === 'SMS_TOO_MANY';
      setWarning(tooMany ? t('phone.too_many') : errorMessage(error, t));
    }
  };

  const onClick = async () => {
    const now = Date.now();
    if (busy.current || left > 0 || now - lastClick.current < throttleMs) return;
    busy.current = true;
    try {
      if (!(await check())) return;
      lastClick.current = Date.now();
      setPending(true);
      await sent(await send());
    } catch (error) {
      if (error instanceof ApiError && captchaRefusals.has(error.code)) {
        setCaptchaAsked(true);
        return;
      }
      const tooMany = error instanceof ApiError && error.code === 'SMS_TOO_MANY';
      setWarning(tooMany ? t('phone.too_many') : errorMessage(error, t));
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="secondary" className="sms-button" pending={pending} disabled={left > 0} onClick={onClick}>
        {left > 0 ? t('session.resendIn', { seconds: left }) : t('session.sendCode')}
      </Button>
      <WarningDialog message={warning} onClose={() => setWarning(null)} />
      {captchaAsked ? <SmsCaptchaDialog open onSend={sendWithCaptcha} onClose={() => setCaptchaAsked(false)} /> : null}
    </>
  );
}
