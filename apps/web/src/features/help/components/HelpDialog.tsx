import { termsAnchor } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { HelpCenter } from './HelpCenter';

/** The help centre dialog (SPEC §2); the registration's terms link opens it at the terms. */
export function HelpDialog({ onClose, anchor = termsAnchor }: { onClose: () => void; anchor?: string }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('session.helpTitle')} onClose={onClose}>
      <div className="help-dialog">
        <HelpCenter anchor={anchor} />
      </div>
    </Modal>
  );
}
