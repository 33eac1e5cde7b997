import { useCallback, useState } from 'react';
import { savedToken } from './api';
import { Enrolment, RecoveryCodes } from './Enrolment';
import { SecondStep } from './SecondStep';
import { Shell } from './Shell';
import { SignIn } from './SignIn';
import { type ConsoleLanguage, strings } from './strings';

type Stage =
  | { at: 'sign-in'; note?: string }
  | { at: 'enrol' }
  | { at: 'code' }
  | { at: 'recovery-codes'; codes: string[] }
  | { at: 'console' };

const languageKey = 'portal.console.language';

/** The console's screens in order: password, second step (enrolment the first time), then the console itself. */
export function App() {
  const [language, setLanguage] = useState<ConsoleLanguage>(() =>
    localStorage.getItem(languageKey) === 'TY' ? 'TY' : 'EN',
  );
  // A reload keeps a signed-in tab signed in; the server says whether its session still lives.
  const [stage, setStage] = useState<Stage>(() => (savedToken.get() ? { at: 'console' } : { at: 'sign-in' }));
  const t = strings[language];
  const signedOut = useCallback((note?: string) => {
    savedToken.clear();
    setStage(note ? { at: 'sign-in', note } : { at: 'sign-in' });
  }, []);
  const expired = useCallback(() => signedOut(strings[language].errors.SESSION_EXPIRED), [signedOut, language]);

  const switchLanguage = () => {
    const next = language === 'EN' ? 'TY' : 'EN';
    localStorage.setItem(languageKey, next);
    document.documentElement.lang = next === 'TY' ? 'vi' : 'en';
    setLanguage(next);
  };

  return (
    <div className="app">
      <header className="topbar">
        <span className="topbar__name">{t.title}</span>
        <button type="button" className="link" aria-label={t.languageLabel} onClick={switchLanguage}>
          {t.language}
        </button>
      </header>
      <main className="main">
        {stage.at === 'sign-in' && (
          <>
            {stage.note && (
              <p className="note" role="status">
                {stage.note}
              </p>
            )}
            <SignIn t={t} onPassed={(next) => setStage({ at: next })} />
          </>
        )}
        {stage.at === 'enrol' && (
          <Enrolment t={t} onEnrolled={(codes) => setStage({ at: 'recovery-codes', codes })} onExpired={expired} />
        )}
        {stage.at === 'code' && <SecondStep t={t} onSignedIn={() => setStage({ at: 'console' })} onExpired={expired} />}
        {stage.at === 'recovery-codes' && (
          <RecoveryCodes t={t} codes={stage.codes} onDone={() => setStage({ at: 'console' })} />
        )}
        {stage.at === 'console' && <Shell t={t} onSignedOut={signedOut} />}
      </main>
    </div>
  );
}
