import type { SmsSent } from '@portal/contracts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/Field';
import type { CaptchaAnswer } from '../api/send-sms';
import { fieldMessage } from '../form';
import { DialingCodeSelect } from './DialingCodeSelect';
import { SmsButton } from './SmsButton';

/** The fields these forms share; each form may have more. */
interface MobileCodeValues extends FieldValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/**
 * Dialing code, mobile number, and the SMS code with its Send button: the same three fields of the
 * mobile sign-in, the new-address check and the mobile password reset. The number is validated
 * before a code is asked for.
 */
export function MobileCodeFields<Values extends MobileCodeValues>({
  form,
  send,
}: {
  form: UseFormReturn<Values>;
  send: (captcha?: CaptchaAnswer) => Promise<SmsSent>;
}) {
  const { t } = useTranslation();
  const field = (name: keyof MobileCodeValues) => name as Path<Values>;
  const message = (name: keyof MobileCodeValues) => {
    const error = form.formState.errors[name];
    return fieldMessage(t, typeof error?.message === 'string' ? error.message : undefined);
  };
  return (
    <>
      <div className="mobile-row">
        <DialingCodeSelect {...form.register(field('countryDialingCode'))} error={message('countryDialingCode')} />
        <TextField
          {...form.register(field('mobileNum'))}
          label={t('session.mobile')}
          required
          inputMode="numeric"
          autoComplete="tel-national"
          error={message('mobileNum')}
        />
      </div>
      <TextField
        {...form.register(field('verificationCode'))}
        label={t('session.smsCode')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        error={message('verificationCode')}
        end={<SmsButton send={send} check={() => form.trigger([field('countryDialingCode'), field('mobileNum')])} />}
      />
    </>
  );
}
