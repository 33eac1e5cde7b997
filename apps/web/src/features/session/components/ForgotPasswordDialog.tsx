import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { useSite } from '../../../lib/site';
import { ForgotEmailForm } from './ForgotEmailForm';
import { ForgotMobileForm } from './ForgotMobileForm';

type Method = 'email' | 'mobile';

/** Forgot password (SPEC §4): by e-mail or by mobile; mobile first when CHNGPASSVERIF3 is on. */
export function ForgotPasswordDialog({ banner, onClose }: { banner?: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const { switches } = useSite();
  const [method, setMethod] = useState<Method>(switches.CHNGPASSVERIF3 ? 'mobile' : 'email');
  const items: { key: Method; label: string }[] = [
    { key: 'email', label: t('session.byEmail') },
    { key: 'mobile', label: t('session.byMobile') },
  ];
  if (switches.CHNGPASSVERIF3) items.reverse();
  return (
    <Modal open title={t('session.forgotPasswordTitle')} onClose={onClose}>
      {banner}
      <Tabs label={t('session.resetMethod')} selected={method} onSelect={setMethod} items={items} />
      <div role="tabpanel">{method === 'mobile' ? <ForgotMobileForm /> : <ForgotEmailForm />}</div>
    </Modal>
  );
}
