import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginRequest } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { CheckboxField, FormAlert, PasswordField, TextField } from '../../../components/ui/Field';
import { errorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { useSite } from '../../../lib/site';
import { login } from '../api/login';
import { fieldMessage, requiredText } from '../form';
import { captchaRefusals, useCaptchaChallenge } from '../hooks/use-captcha-challenge';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { forgetRemembered, isRemembered, readRemembered, remember } from '../remember-me';
import { CaptchaField } from './CaptchaField';
import { VerifyLoginForm } from './VerifyLoginForm';

type UsernameLogin = Extract<LoginRequest, { type: 'username' }>;

/**
 * Sign-in by username and password (SPEC §4, §5). A refused attempt may bring up the captcha; a new
 * address may ask for an SMS verification first. `agent` is the /agent page: agents only, no
 * remember-me.
 */
export function LoginUsernameForm({ agent = false }: { agent?: boolean }) {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  // Shown from the start where the site asks every sign-in for one, else after a refusal.
  const alwaysCaptcha = useSite().permission.info.whitelabel.loginCaptcha;
  const captcha = useCaptchaChallenge(agent ? 'agent-login' : 'login', alwaysCaptcha);
  const [failure, setFailure] = useState<string | null>(null);
  const [verify, setVerify] = useState<UsernameLogin | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        username: requiredText,
        password: z.string().min(1, 'validation.reg_required'),
        captcha: captcha.shown ? requiredText : z.string(),
        remember: z.boolean(),
      }),
    [captcha.shown],
  );
  const saved = agent ? {} : readRemembered();
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      username: saved.username ?? '',
      password: '',
      captcha: '',
      remember: !agent && isRemembered(),
    },
  });
  const { errors, isSubmitting } = form.formState;

  const attempt = async (body: UsernameLogin, keep: boolean) => {
    setFailure(null);
    try {
      const result = await login(body);
      // The server refuses a non-agent on the agent side; never open a member session here either way.
      if (agent && result.role !== 'agent') throw new ApiError('NOT_AGENT', 'error.not_agent', 403);
      if (!agent) {
        if (keep) remember({ username: body.username });
        else forgetRemembered();
      }
      setVerify(null);
      await completeSignIn(result, { via: 'username', username: body.username, password: body.password });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'VERIFICATION_REQUIRED') {
        setVerify({ ...body, captchaId: undefined, captcha: undefined });
        return;
      }
      if (error instanceof ApiError && (error.captchaRequired || captchaRefusals.has(error.code))) {
        captcha.require();
        form.setValue('captcha', '');
      }
      setFailure(errorMessage(error, t));
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body: UsernameLogin = { type: 'username', username: values.username.trim(), password: values.password };
    if (captcha.shown && captcha.captcha) {
      body.captchaId = captcha.captcha.captchaId;
      body.captcha = values.captcha.trim();
    }
    if (agent) body.agent = true;
    else if (values.remember) body.remember = true;
    await attempt(body, values.remember);
  });

  if (verify) {
    return (
      <VerifyLoginForm
        username={verify.username}
        failure={failure}
        onSubmit={(verificationCode) => attempt({ ...verify, verificationCode }, form.getValues('remember'))}
      />
    );
  }

  return (
    <form className="stack stack--3 session-form" onSubmit={onSubmit} noValidate>
      <FormAlert text={failure} />
      <TextField
        {...form.register('username')}
        label={t('session.username')}
        required
        autoComplete="username"
        error={fieldMessage(t, errors.username?.message)}
      />
      <PasswordField
        {...form.register('password')}
        label={t('session.password')}
        required
        autoComplete="current-password"
        error={fieldMessage(t, errors.password?.message)}
      />
      <CaptchaField
        {...form.register('captcha')}
        challenge={captcha}
        error={fieldMessage(t, errors.captcha?.message)}
      />
      {agent ? null : <CheckboxField {...form.register('remember')} label={t('session.rememberMe')} />}
      <Button type="submit" pending={isSubmitting} className="session-form__submit">
        {t('session.submitLogin')}
      </Button>
    </form>
  );
}
