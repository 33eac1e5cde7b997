import type { RegisterMode } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { openDialog } from '../../../lib/session-dialogs';
import { useSite } from '../../../lib/site';
import { RegisterForm } from './RegisterForm';

/**
 * The register dialog (SPEC §2): username and mobile tabs as USERNAMEREG and MOBILENUMREG3 allow,
 * the mobile one first when it is on.
 */
export function RegisterDialog({ banner, onClose }: { banner?: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const { switches } = useSite();
  const modes: RegisterMode[] = [];
  if (switches.MOBILENUMREG3) modes.push('mobile');
  if (switches.USERNAMEREG || modes.length === 0) modes.push('username');
  const [mode, setMode] = useState<RegisterMode>(modes[0]!);
  const label = (key: RegisterMode) => (key === 'mobile' ? t('session.tabMobile') : t('session.tabUsername'));

  return (
    <Modal open title={t('session.registerTitle')} onClose={onClose}>
      {banner}
      {modes.length > 1 ? (
        <Tabs
          label={t('session.registerMethod')}
          selected={mode}
          onSelect={setMode}
          items={modes.map((key) => ({ key, label: label(key) }))}
        />
      ) : null}
      <div role={modes.length > 1 ? 'tabpanel' : undefined}>
        <RegisterForm key={mode} mode={mode} />
      </div>
      <p className="session-switch">
        {t('session.haveAccount')}{' '}
        <button type="button" className="link-btn" onClick={() => openDialog({ kind: 'login' })}>
          {t('session.loginLink')}
        </button>
      </p>
    </Modal>
  );
}
