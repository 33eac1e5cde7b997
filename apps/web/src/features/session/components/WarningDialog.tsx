import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';

/** A warning with the server's message and one button (SPEC §8: SMS and forgot-password failures). */
export function WarningDialog({
  message,
  onClose,
  title,
}: {
  message: string | null;
  onClose: () => void;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={message !== null} title={title ?? t('session.notice')} onClose={onClose} size="small">
      <p className="dialog-text">{message}</p>
      <div className="dialog-actions">
        <Button onClick={onClose}>{t('session.ok')}</Button>
      </div>
    </Modal>
  );
}
