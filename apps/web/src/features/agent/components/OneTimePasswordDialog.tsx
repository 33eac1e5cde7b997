import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { CopyButton } from '../../../components/ui/CopyButton';
import { Modal } from '../../../components/ui/Modal';
import type { OpenedDownline } from '../api/open-downline';

/**
 * The one-time password of an account just opened (issue 22): the server shows it in this answer only,
 * so the dialog stays until the agent says it is noted (no close button, no Escape), with a copy button.
 */
export function OneTimePasswordDialog({ opened, onNoted }: { opened: OpenedDownline; onNoted: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <Modal open title={t('agent.open.oneTime.title', { username: opened.username })} size="small">
      <p className="one-time__text">{t('agent.open.oneTime.text')}</p>
      <div className="stack stack--1 one-time__field">
        <span id={labelId} className="one-time__label">
          {t('agent.open.oneTime.label')}
        </span>
        <div className="one-time__row">
          <output className="one-time__value" aria-labelledby={labelId} translate="no">
            {opened.oneTimePassword}
          </output>
          <CopyButton
            text={opened.oneTimePassword}
            label={t('agent.open.oneTime.copy')}
            copied={t('agent.open.oneTime.copied')}
          />
        </div>
      </div>
      <div className="one-time__actions">
        <Button onClick={onNoted}>{t('agent.open.oneTime.noted')}</Button>
      </div>
    </Modal>
  );
}
