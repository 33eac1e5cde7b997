import { useTranslation } from 'react-i18next';
import { InvitationCard } from './InvitationCard';
import { OpenAccountForm } from './OpenAccountForm';
import '../../../components/ui/money.css';
import './agent-pages.css';

/**
 * registerCenter: open an account below me, or hand out my invitation so people register below me
 * themselves (their code, link and its QR code).
 */
export default function RegisterCenterPage() {
  const { t } = useTranslation();
  return (
    <div className="register-center">
      <section className="panel" aria-labelledby="open-account-title">
        <h2 id="open-account-title" className="panel__title">
          {t('agent.open.title')}
        </h2>
        <p className="panel__text">{t('agent.open.text')}</p>
        <OpenAccountForm />
      </section>
      <InvitationCard />
    </div>
  );
}
