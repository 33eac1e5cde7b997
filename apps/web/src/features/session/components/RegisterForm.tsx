import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RegisterBody,
  type RegisterMode,
  registerRequestSchema,
  requiredRegisterFields,
  ruleFor,
  visibleRegisterFields,
} from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { CheckboxField, FormAlert } from '../../../components/ui/Field';
import { openDialog } from '../../../lib/session-dialogs';
import { useSite } from '../../../lib/site';
import { checkAffiliate } from '../api/check-affiliate';
import { type CaptchaAnswer, sendSmsRegister } from '../api/send-sms';
import { fieldMessage } from '../form';
import { useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useDefaultDialingCode } from '../hooks/use-default-dialing-code';
import { useRegisterSubmit } from '../hooks/use-register-submit';
import { CaptchaField } from './CaptchaField';
import { DialingCodeSelect } from './DialingCodeSelect';
import { RegisterField } from './RegisterField';
import { SmsButton } from './SmsButton';
import { WarningDialog } from './WarningDialog';

/**
 * The registration form of one mode (SPEC §5): the fields the site's rules enable, checked by the
 * contracts' `registerRequestSchema` (the same check the server makes), the captcha when its rule is
 * on, the terms and the 18+ confirmation.
 */
export function RegisterForm({ mode }: { mode: RegisterMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { permission } = useSite();
  const setting = permission.info.register;
  const fields = useMemo(() => {
    // The mode's own identifier comes first: the mobile number (and its code) in mobile mode.
    const visible = visibleRegisterFields(setting, mode);
    const lead = mode === 'mobile' ? ['mobileNum', 'verificationCode'] : ['username'];
    return [...visible.filter((f) => lead.includes(f)), ...visible.filter((f) => !lead.includes(f))];
  }, [setting, mode]);
  const required = useMemo(() => requiredRegisterFields(setting, mode), [setting, mode]);
  const schema = useMemo(() => registerRequestSchema(setting, mode), [setting, mode]);
  const captcha = useCaptchaChallenge(`register-${mode}`, ruleFor(setting, 'captcha')?.enabled ?? false);
  // An agent's invitation link (/?affiliateCode=CODE) and a member's referral link (/register?referralCode=CODE)
  // fill their codes in for the visitor, where the site asks for them.
  const [searchParams] = useSearchParams();
  const invitation = fields.includes('affiliateCode') ? searchParams.get('affiliateCode')?.trim() : undefined;
  const referral = fields.includes('referralCode') ? searchParams.get('referralCode')?.trim() : undefined;
  const form = useForm<z.input<typeof schema>, unknown, RegisterBody>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...Object.fromEntries(fields.map((field) => [field, ''])),
      ...(invitation ? { affiliateCode: invitation } : {}),
      ...(referral ? { referralCode: referral } : {}),
      captcha: '',
      countryDialingCode: fields.includes('mobileNum') ? '' : undefined,
      termsAccepted: false,
      ageConfirmed: false,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const registration = useRegisterSubmit(mode, (field, message) =>
    form.setError(field as keyof z.input<typeof schema>, { message }),
  );
  const hasMobile = fields.includes('mobileNum');
  const apply = useCallback((code: string) => form.setValue('countryDialingCode', code), [form]);
  useDefaultDialingCode(hasMobile ? (form.watch('countryDialingCode') as string) : 'none', apply);

  const checkInvitation = async (code: string) => {
    if (!code.trim()) return;
    try {
      await checkAffiliate(code.trim());
      form.clearErrors('affiliateCode');
    } catch {
      form.setError('affiliateCode', { message: 'error.invitation_code_error' });
      registration.showInvitationPopup();
    }
  };

  const sendCode = (answer?: CaptchaAnswer) => {
    const { countryDialingCode, mobileNum } = form.getValues();
    const number = { countryDialingCode: String(countryDialingCode), mobileNo: String(mobileNum).trim() };
    return sendSmsRegister({ ...number, ...answer });
  };
  const checkMobile = async () => {
    const mobile = String(form.getValues('mobileNum') ?? '').trim();
    const message = !mobile ? 'phone.missing' : /^[0-9]{4,20}$/.test(mobile) ? null : 'phone.invalid_format';
    if (message) form.setError('mobileNum', { message });
    return message === null;
  };

  const onSubmit = form.handleSubmit(async (body) => {
    const sent: RegisterBody = {
      ...body,
      domain: window.location.hostname,
      registerUrl: window.location.href,
      ...(captcha.shown && captcha.captcha ? { captchaId: captcha.captcha.captchaId } : {}),
    };
    if (!hasMobile) delete sent.countryDialingCode;
    if ((await registration.submit(sent)) === 'failed' && captcha.shown) {
      captcha.refresh(true);
      form.setValue('captcha', '');
    }
  });

  const openTerms = () => {
    navigate('/help#term');
    openDialog({ kind: 'terms' });
  };

  return (
    <form className="stack stack--3 session-form" onSubmit={onSubmit} noValidate>
      <p className="session-hint">{t('session.requiredHint')}</p>
      <FormAlert text={registration.failure} />
      {fields.map((field) => {
        const input = (
          <RegisterField
            key={field}
            field={field}
            form={form}
            setting={setting}
            required={required.has(field)}
            onBlur={field === 'affiliateCode' ? checkInvitation : undefined}
            end={field === 'verificationCode' ? <SmsButton send={sendCode} check={checkMobile} /> : undefined}
          />
        );
        if (field !== 'mobileNum') return input;
        return (
          <div className="mobile-row" key={field}>
            <DialingCodeSelect
              {...form.register('countryDialingCode')}
              required={required.has('mobileNum')}
              error={fieldMessage(t, errors.countryDialingCode?.message as string | undefined)}
            />
            {input}
          </div>
        );
      })}
      <CaptchaField
        {...form.register('captcha')}
        challenge={captcha}
        error={fieldMessage(t, errors.captcha?.message as string | undefined, { setting, field: 'captcha' })}
      />
      <CheckboxField
        {...form.register('termsAccepted')}
        label={
          <>
            {t('session.termsBefore')}{' '}
            <button type="button" className="link-btn" onClick={openTerms}>
              {t('session.termsLink')}
            </button>
          </>
        }
        error={fieldMessage(t, errors.termsAccepted?.message as string | undefined)}
      />
      <CheckboxField
        {...form.register('ageConfirmed')}
        label={t('session.ageConfirm')}
        error={fieldMessage(t, errors.ageConfirmed?.message as string | undefined)}
      />
      <Button type="submit" pending={isSubmitting} className="session-form__submit">
        {t('session.submitRegister')}
      </Button>
      <WarningDialog message={registration.popup} onClose={registration.closePopup} />
    </form>
  );
}
