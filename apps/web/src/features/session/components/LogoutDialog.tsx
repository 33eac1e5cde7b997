import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { useSignOut } from '../hooks/use-sign-out';

/** "Do you really want to log out?" (SPEC §4); the confirm button shows the loader until it is done. */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    await signOut();
    onClose();
  };
  return (
    <Modal open title={t('session.logoutTitle')} onClose={pending ? undefined : onClose} size="small">
      <p className="dialog-text">{t('session.logoutConfirm')}</p>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          {t('session.cancel')}
        </Button>
        <Button onClick={confirm} pending={pending}>
          {t('nav.logout')}
        </Button>
      </div>
    </Modal>
  );
}
