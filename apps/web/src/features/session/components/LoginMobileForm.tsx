import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { CheckboxField, FormAlert } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/errors';
import { login } from '../api/login';
import { type CaptchaAnswer, sendSmsNoLogin } from '../api/send-sms';
import { dialingCodeText, mobileText, smsCodeText } from '../form';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useDefaultDialingCode } from '../hooks/use-default-dialing-code';
import { forgetRemembered, isRemembered, readRemembered, remember } from '../remember-me';
import { MobileCodeFields } from './MobileCodeFields';

const schema = z.object({
  countryDialingCode: dialingCodeText,
  mobileNum: mobileText,
  verificationCode: smsCodeText,
  remember: z.boolean(),
});
type Values = z.infer<typeof schema>;

/** Sign-in by mobile number and SMS code (MOBILEVERCODELOGIN3; SPEC §4, §5). */
export function LoginMobileForm() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const saved = readRemembered();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      countryDialingCode: saved.dialingCode ?? '',
      mobileNum: saved.mobile ?? '',
      verificationCode: '',
      remember: isRemembered(),
    },
  });
  const { isSubmitting } = form.formState;
  const apply = useCallback((code: string) => form.setValue('countryDialingCode', code), [form]);
  useDefaultDialingCode(form.watch('countryDialingCode'), apply);

  const send = (captcha?: CaptchaAnswer) => {
    const { countryDialingCode, mobileNum } = form.getValues();
    return sendSmsNoLogin({ countryDialingCode, mobileNum: mobileNum.trim(), purpose: 'login', ...captcha });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const mobileNum = values.mobileNum.trim();
    try {
      const result = await login({
        type: 'sms',
        countryDialingCode: values.countryDialingCode,
        mobileNum,
        verificationCode: values.verificationCode.trim(),
        ...(values.remember ? { remember: true } : {}),
      });
      if (values.remember) remember({ dialingCode: values.countryDialingCode, mobile: mobileNum });
      else forgetRemembered();
      await completeSignIn(result, { via: 'sms' });
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });

  return (
    <form className="stack stack--3 session-form" onSubmit={onSubmit} noValidate>
      <FormAlert text={failure} />
      <MobileCodeFields form={form} send={send} />
      <CheckboxField {...form.register('remember')} label={t('session.rememberMe')} />
      <Button type="submit" pending={isSubmitting} className="session-form__submit">
        {t('session.submitLogin')}
      </Button>
    </form>
  );
}
