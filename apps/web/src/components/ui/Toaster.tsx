import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dismissToast, type ToastTone, useToasts } from './toast';

const icons: Record<ToastTone, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
};

/** Where toasts appear: top centre, announced politely (errors assertively), each with a close button. */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  return (
    <section className="toaster" aria-label={t('common.notifications')}>
      {toasts.map(({ id, tone, text }) => {
        const Icon = icons[tone];
        return (
          <div key={id} className={`toast toast--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
            <Icon size={18} aria-hidden="true" />
            <span className="toast__text">{text}</span>
            <button
              type="button"
              className="icon-btn toast__close"
              aria-label={t('common.close')}
              onClick={() => dismissToast(id)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
