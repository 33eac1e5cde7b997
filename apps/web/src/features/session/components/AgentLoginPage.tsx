import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import { LoginUsernameForm } from './LoginUsernameForm';
import './session.css';

/** /agent (SPEC §2, §6): agent sign-in by username and password, captcha when asked, no remember-me. */
export function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('route.agent')}>
      <div className="agent-login">
        <p className="dialog-text">{t('session.agentLoginText')}</p>
        <LoginUsernameForm agent />
      </div>
    </Page>
  );
}
