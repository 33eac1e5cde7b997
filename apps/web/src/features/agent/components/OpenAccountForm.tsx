import { zodResolver } from '@hookform/resolvers/zod';
import { checkPattern, downlineTypeSchema, downlineTypes, openDownlineRequestSchema, ruleFor } from '@portal/contracts';
import { UserPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/Button';
import { FormAlert, SelectField, TextField } from '../../../components/ui/Field';
import { fieldText, showServerError } from '../../../lib/money-form';
import { useSite } from '../../../lib/site';
import { type OpenedDownline, useOpenDownline } from '../api/open-downline';
import { useRefusalText } from '../hooks/use-refusal-text';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';

/**
 * registerCenter's form: a member or agent account directly below me. The username is checked
 * against the site's registration rule here as the server will; what the server still refuses (a
 * taken name) shows under its field. The new account's one-time password shows once, in a dialog.
 */
export function OpenAccountForm() {
  const { t } = useTranslation();
  const setting = useSite().permission.info.register;
  const rule = ruleFor(setting, 'username');
  const opening = useOpenDownline();
  const refusalText = useRefusalText();
  const [opened, setOpened] = useState<OpenedDownline | null>(null);
  // The one-time password is shown once, in its dialog; only the account's name stays on the page.
  const [secret, setSecret] = useState<OpenedDownline | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const schema = useMemo(
    () =>
      openDownlineRequestSchema.extend({
        username: z
          .string()
          .trim()
          .min(1, 'validation.reg_required')
          .superRefine((value, ctx) => {
            const failure = rule ? checkPattern(rule, value) : null;
            if (failure) ctx.addIssue({ code: 'custom', message: `validation.${failure.key}` });
          }),
        type: downlineTypeSchema,
        nickname: z.string().trim().max(64, 'agent.open.nicknameTooLong'),
      }),
    [rule],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', type: 'member', nickname: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const ruleParams = rule ? { min: String(rule.minLength), max: String(rule.maxLength) } : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    setOpened(null);
    setFormError(null);
    try {
      const result = await opening.mutateAsync({ ...values, nickname: values.nickname || undefined });
      setOpened(result);
      setSecret(result);
      form.reset();
    } catch (error) {
      // A refusal naming a field (body.username: taken, or against the rule) shows under it.
      setFormError(showServerError(form, error, refusalText(error)));
    }
  });

  return (
    <>
      {secret ? <OneTimePasswordDialog opened={secret} onNoted={() => setSecret(null)} /> : null}
      <form className="money-form" onSubmit={onSubmit} noValidate>
        <FormAlert text={formError} />
        {opened ? (
          <p className="form-alert form-alert--info" role="status">
            {t('agent.open.done', { username: opened.username, type: t(`agent.types.${opened.type}`) })}
          </p>
        ) : null}
        <TextField
          {...form.register('username')}
          label={t('agent.open.username')}
          required
          autoComplete="off"
          error={fieldText(t, errors.username, ruleParams)}
        />
        <SelectField {...form.register('type')} label={t('agent.open.type')} required error={fieldText(t, errors.type)}>
          {downlineTypes.map((type) => (
            <option key={type} value={type}>
              {t(`agent.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...form.register('nickname')}
          label={t('agent.open.nickname')}
          autoComplete="off"
          error={fieldText(t, errors.nickname)}
        />
        <p className="panel__text">{t('agent.open.passwordNote')}</p>
        <Button type="submit" pending={isSubmitting} icon={<UserPlus size={16} aria-hidden="true" />}>
          {t('agent.open.submit')}
        </Button>
      </form>
    </>
  );
}
