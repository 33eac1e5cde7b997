import { CircleAlert, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** A failure with its translated message and a retry button. */
export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="state" role="alert">
      <span className="state__icon state__icon--danger" aria-hidden="true">
        <CircleAlert size={32} />
      </span>
      <p className="state__title">{title}</p>
      <p className="state__text">{message}</p>
      <Button
        variant="secondary"
        onClick={onRetry}
        pending={retrying}
        icon={<RefreshCw size={16} aria-hidden="true" />}
      >
        {t('common.retry')}
      </Button>
    </div>
  );
}
