import type { PaymentChannel } from '@portal/contracts';
import { FlaskConical, Landmark } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';

/**
 * The payment channels as radio cards: name, limits, and for the instant channel a DEMO badge and a
 * line that its money is not real, so no one takes it for a real payment.
 */
export function ChannelPicker({
  channels,
  field,
  error,
}: {
  channels: PaymentChannel[];
  field: UseFormRegisterReturn<'channelId'>;
  error?: string;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (
    <fieldset className="channel-picker" aria-describedby={error ? 'deposit-channel-error' : undefined}>
      <legend className="field__label">{t('deposit.channel')}</legend>
      <div className="channel-picker__options">
        {channels.map((channel) => {
          const demo = channel.kind === 'instant_demo';
          return (
            <label key={channel.id} className={`channel-card${demo ? ' channel-card--demo' : ''}`}>
              <input type="radio" value={channel.id} {...field} />
              <span className="channel-card__icon" aria-hidden="true">
                {demo ? <FlaskConical size={20} /> : <Landmark size={20} />}
              </span>
              <span className="channel-card__text">
                <span className="channel-card__name">
                  {channel.name}
                  {demo ? <span className="badge badge--warning">{t('deposit.demoBadge')}</span> : null}
                </span>
                <span className="channel-card__limits figures">
                  {t('deposit.limits', { min: formatMinor(channel.minAmount), max: formatMinor(channel.maxAmount) })}
                </span>
                <span className="channel-card__kind">
                  {demo ? t('deposit.demoExplained') : t('deposit.bankExplained')}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="deposit-channel-error" className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
