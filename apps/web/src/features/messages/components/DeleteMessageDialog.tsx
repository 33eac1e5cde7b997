import type { Message } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useDeleteMessage } from '../api/delete-message';

/** "Delete this message?" (a dialog that never closes on an outside click); a failure stays in it to retry. */
export function DeleteMessageDialog({
  message,
  onCancel,
  onDeleted,
}: {
  message: Message | null;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const remove = useDeleteMessage();
  const cancel = () => {
    remove.reset();
    onCancel();
  };
  return (
    <ConfirmDialog
      open={message !== null}
      title={t('messages.deleteTitle')}
      confirmLabel={t('messages.delete')}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
      onCancel={cancel}
      onConfirm={() => {
        if (!message) return;
        remove.mutate(message.id, {
          onSuccess: () => {
            remove.reset();
            toast.success(t('messages.deleted'));
            onDeleted();
          },
        });
      }}
    >
      {t('messages.deleteQuestion', { title: message?.title ?? '' })}
    </ConfirmDialog>
  );
}
