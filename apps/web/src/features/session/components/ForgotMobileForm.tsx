import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { PasswordField } from '../../../components/ui/Field';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { useSite } from '../../../lib/site';
import { resetByMobile } from '../api/forgot-password';
import { type CaptchaAnswer, sendSmsNoLogin } from '../api/send-sms';
import { dialingCodeText, fieldMessage, mobileText, ruleText, smsCodeText } from '../form';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { useDefaultDialingCode } from '../hooks/use-default-dialing-code';
import { MobileCodeFields } from './MobileCodeFields';
import { WarningDialog } from './WarningDialog';

/**
 * Forgot password by mobile (SPEC §4, §5): number, SMS code (purpose `reset-password`) and a new
 * password with the site's rule; on success the member is signed in and goes to the root.
 */
export function ForgotMobileForm() {
  const { t } = useTranslation();
  const { permission } = useSite();
  const setting = permission.info.register;
  const completeSignIn = useCompleteSignIn();
  const [warning, setWarning] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        countryDialingCode: dialingCodeText,
        mobileNum: mobileText,
        verificationCode: smsCodeText,
        newPassword: ruleText(setting, 'password'),
      }),
    [setting],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const apply = useCallback((code: string) => form.setValue('countryDialingCode', code), [form]);
  useDefaultDialingCode(form.watch('countryDialingCode'), apply);

  const send = (captcha?: CaptchaAnswer) => {
    const { countryDialingCode, mobileNum } = form.getValues();
    return sendSmsNoLogin({ countryDialingCode, mobileNum: mobileNum.trim(), purpose: 'reset-password', ...captcha });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await resetByMobile(values);
      toast.success(t('session.passwordReset'));
      await completeSignIn(result, { via: 'reset', home: true });
    } catch (error) {
      setWarning(errorMessage(error, t));
    }
  });

  return (
    <form className="stack stack--3 session-form" onSubmit={onSubmit} noValidate>
      <MobileCodeFields form={form} send={send} />
      <PasswordField
        {...form.register('newPassword')}
        label={t('session.newPassword')}
        required
        autoComplete="new-password"
        error={fieldMessage(t, errors.newPassword?.message, { setting, field: 'password' })}
      />
      <Button type="submit" pending={isSubmitting} className="session-form__submit">
        {t('session.submitReset')}
      </Button>
      <WarningDialog message={warning} onClose={() => setWarning(null)} />
    </form>
  );
}
