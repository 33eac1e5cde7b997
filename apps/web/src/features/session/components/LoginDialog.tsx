import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { Tabs } from '../../../components/ui/Tabs';
import { errorMessage } from '../../../lib/errors';
import { openDialog } from '../../../lib/session-dialogs';
import { useSite } from '../../../lib/site';
import { useFreePlay } from '../api/free-play';
import { loginRemembered } from '../api/login-remembered';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { readRemembered } from '../remember-me';
import { LoginMobileForm } from './LoginMobileForm';
import { LoginUsernameForm } from './LoginUsernameForm';
import { ThirdPartySignIn } from './ThirdPartySignIn';

type Tab = 'username' | 'mobile';

/**
 * The login dialog (SPEC §2, §4): username or mobile tab (the mobile tab only with
 * MOBILEVERCODELOGIN3, and then it opens first), forgot password, free trial (FREEPLAY3), register.
 */
export function LoginDialog({
  message,
  banner,
  onClose,
}: {
  message?: string;
  /** The site's w_login banner, drawn by the app shell (see SessionDialogs). */
  banner?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { switches } = useSite();
  const mobile = switches.MOBILEVERCODELOGIN3;
  const [tab, setTab] = useState<Tab>(mobile ? 'mobile' : 'username');
  const freePlay = useFreePlay();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  // Who this browser remembers (no secret); the server holds the token that proves it, in its own cookie.
  const [rememberedAs, setRememberedAs] = useState(() => {
    const saved = readRemembered();
    return saved.username ?? saved.mobile ?? null;
  });
  const [continuing, setContinuing] = useState(false);

  const continueRemembered = async () => {
    setFailure(null);
    setContinuing(true);
    try {
      await completeSignIn(await loginRemembered(), { via: 'remembered' });
    } catch (error) {
      // Expired or revoked (a logout, a password change): the password is needed; the name stays filled in.
      setRememberedAs(null);
      setFailure(errorMessage(error, t));
    } finally {
      setContinuing(false);
    }
  };

  const startTrial = async () => {
    setFailure(null);
    try {
      const result = await freePlay.mutateAsync();
      await completeSignIn(result, { via: 'freeplay', home: true });
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  };

  return (
    <Modal open title={t('session.loginTitle')} onClose={onClose}>
      {banner}
      {/* biome-ignore lint/suspicious/noExplicitAny: the message key is one of the catalogue's */}
      {message ? <FormAlert tone="info" text={t(message as any) as string} /> : null}
      {rememberedAs ? (
        <Button className="session-form__submit" pending={continuing} onClick={continueRemembered}>
          {t('session.continueAs', { name: rememberedAs })}
        </Button>
      ) : null}
      {mobile ? (
        <Tabs
          label={t('session.signInMethod')}
          selected={tab}
          onSelect={setTab}
          items={[
            { key: 'mobile', label: t('session.tabMobile') },
            { key: 'username', label: t('session.tabUsername') },
          ]}
        />
      ) : null}
      <div role={mobile ? 'tabpanel' : undefined}>{tab === 'mobile' ? <LoginMobileForm /> : <LoginUsernameForm />}</div>
      <div className="session-links">
        <button type="button" className="link-btn" onClick={() => openDialog({ kind: 'forgot-password' })}>
          {t('session.forgotPassword')}
        </button>
        {switches.FREEPLAY3 ? (
          <Button variant="ghost" pending={freePlay.isPending} onClick={startTrial}>
            {t('session.freeTrial')}
          </Button>
        ) : null}
      </div>
      <ThirdPartySignIn />
      <FormAlert text={failure} />
      <p className="session-switch">
        {t('session.noAccount')}{' '}
        <button type="button" className="link-btn" onClick={() => openDialog({ kind: 'register' })}>
          {t('session.registerLink')}
        </button>
      </p>
    </Modal>
  );
}
