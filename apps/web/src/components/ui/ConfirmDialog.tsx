import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { FormAlert } from './Field';
import { Modal } from './Modal';
import { Stack } from './Stack';

/**
 * A question before an action that cannot be undone (removing a record, sending money): what will
 * happen, a cancel button and the confirm button, which shows a spinner while the action runs. A
 * failure stays inside the dialog so the person can retry or cancel.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  pending = false,
  error = null,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={title} onClose={pending ? undefined : onCancel} size="small">
      <Stack className="confirm-dialog">
        <Stack gap={2} className="confirm-dialog__text">
          {children}
        </Stack>
        <FormAlert text={error} />
        <div className="confirm-dialog__actions">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
