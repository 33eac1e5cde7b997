import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/Field';
import { type CaptchaAnswer, sendSmsNoLogin } from '../api/send-sms';
import { dialingCodeText, mobileText, smsCodeText } from '../form';
import { useDefaultDialingCode } from '../hooks/use-default-dialing-code';
import { MobileCodeFields } from './MobileCodeFields';

const schema = z.object({ countryDialingCode: dialingCodeText, mobileNum: mobileText, verificationCode: smsCodeText });
type Values = z.infer<typeof schema>;

/**
 * The extra step of a sign-in from an unknown address (SPEC §4): the member's mobile number and the
 * code sent to it (purpose `verify-login`), then the same login again with the code.
 */
export function VerifyLoginForm({
  username,
  failure,
  onSubmit,
}: {
  username: string;
  failure: string | null;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '' },
  });
  const { isSubmitting } = form.formState;
  const apply = useCallback((code: string) => form.setValue('countryDialingCode', code), [form]);
  useDefaultDialingCode(form.watch('countryDialingCode'), apply);
  const send = (captcha?: CaptchaAnswer) => {
    const { countryDialingCode, mobileNum } = form.getValues();
    return sendSmsNoLogin({
      countryDialingCode,
      mobileNum: mobileNum.trim(),
      purpose: 'verify-login',
      username,
      ...captcha,
    });
  };
  return (
    <form
      className="stack stack--3 session-form"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.verificationCode.trim()))}
    >
      <h3 className="session-form__heading">{t('session.verifyTitle')}</h3>
      <p className="dialog-text">{t('session.verifyText')}</p>
      <FormAlert text={failure} />
      <MobileCodeFields form={form} send={send} />
      <Button type="submit" pending={isSubmitting} className="session-form__submit">
        {t('session.verifySubmit')}
      </Button>
    </form>
  );
}
