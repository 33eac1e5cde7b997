import type { SmsSent } from '@portal/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/Field';
import { fieldMessage } from '../form';
import { DialingCodeSelect } from './DialingCodeSelect';
import { SmsButton } from './SmsButton';

/** The messages (i18n keys) of the three fields, as the form's resolver left them. */
export interface MobileCodeErrors {
  countryDialingCode?: string;
  mobileNum?: string;
  verificationCode?: string;
}

/**
 * Dialing code, mobile number, and the SMS code with its Send button: the same three fields of the
 * mobile sign-in, the new-address check and the mobile password reset.
 */
export function MobileCodeFields({
  fields,
  errors,
  send,
  check,
}: {
  fields: { dialing: UseFormRegisterReturn; mobile: UseFormRegisterReturn; code: UseFormRegisterReturn };
  errors: MobileCodeErrors;
  send: () => Promise<SmsSent>;
  /** Validates the number before a code is asked for. */
  check: () => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="mobile-row">
        <DialingCodeSelect {...fields.dialing} error={fieldMessage(t, errors.countryDialingCode)} />
        <TextField
          {...fields.mobile}
          label={t('session.mobile')}
          required
          inputMode="numeric"
          autoComplete="tel-national"
          error={fieldMessage(t, errors.mobileNum)}
        />
      </div>
      <TextField
        {...fields.code}
        label={t('session.smsCode')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        error={fieldMessage(t, errors.verificationCode)}
        end={<SmsButton send={send} check={check} />}
      />
    </>
  );
}
