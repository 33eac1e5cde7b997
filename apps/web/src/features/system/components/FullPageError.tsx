import { CircleAlert, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useErrorMessage } from '../../../lib/errors';
import { SystemScreen } from './SystemScreen';

/** When the site cannot boot (status or settings failed): the translated reason and a Retry button. */
export function FullPageError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage();
  return (
    <SystemScreen testId="page-error" icon={<CircleAlert size={32} />}>
      <h1>{t('system.errorTitle')}</h1>
      <p className="system-screen__text" role="alert">
        {message(error)}
      </p>
      <Button onClick={onRetry} pending={retrying} icon={<RefreshCw size={16} aria-hidden="true" />}>
        {t('common.retry')}
      </Button>
    </SystemScreen>
  );
}
