import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';

/** The help modal opened by the terms link (SPEC §2), at the terms section. */
export function TermsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open title={t('session.helpTitle')} onClose={onClose}>
      <section aria-labelledby="terms-heading">
        <h3 id="terms-heading" className="session-form__heading">
          {t('session.termsHeading')}
        </h3>
        <p className="dialog-text">{t('session.termsText')}</p>
      </section>
    </Modal>
  );
}
