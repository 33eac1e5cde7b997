import { lazy, Suspense, useCallback, useState } from 'react';
import { AcceptInvitation } from './AcceptInvitation';
import { savedToken } from './api';
import { Enrolment, RecoveryCodes } from './Enrolment';
import { queryClient } from './query';
import { SecondStep } from './SecondStep';
import { SignIn } from './SignIn';
import { type ConsoleLanguage, strings } from './strings';

type Stage =
  | { at: 'invite'; token: string }
  | { at: 'sign-in'; note?: string }
  | { at: 'enrol' }
  | { at: 'code'; passkey: boolean }
  | { at: 'recovery-codes'; codes: string[] }
  | { at: 'console' };

// The signed-in console (its router, tables and pages) loads once the sign-in is done.
const Shell = lazy(() => import('./Shell').then((module) => ({ default: module.Shell })));

const languageKey = 'portal.console.language';

/** The console's screens in order: password, second step (enrolment the first time), then the console itself. */
export function App() {
  const [language, setLanguage] = useState<ConsoleLanguage>(() =>
    localStorage.getItem(languageKey) === 'TY' ? 'TY' : 'EN',
  );
  // An invitation's link comes first; a reload keeps a signed-in tab signed in (the server says whether it lives).
  const [stage, setStage] = useState<Stage>(() => {
    const invite = new URLSearchParams(window.location.search).get('invite');
    if (invite) return { at: 'invite', token: invite };
    return savedToken.get() ? { at: 'console' } : { at: 'sign-in' };
  });
  const t = strings[language];
  const signedOut = useCallback((note?: string) => {
    savedToken.clear();
    // What this operator read stays with it: the next one to sign in at this tab reads everything afresh.
    queryClient.clear();
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
        {stage.at === 'invite' && (
          <AcceptInvitation
            t={t}
            token={stage.token}
            onAccepted={() => {
              // The link works once: it leaves the address bar (and the history) once taken.
              window.history.replaceState(null, '', '/console/');
              setStage({ at: 'enrol' });
            }}
          />
        )}
        {stage.at === 'sign-in' && (
          <>
            {stage.note && (
              <p className="note" role="status">
                {stage.note}
              </p>
            )}
            <SignIn
              t={t}
              onPassed={(next, passkey) => setStage(next === 'code' ? { at: 'code', passkey } : { at: next })}
            />
          </>
        )}
        {stage.at === 'enrol' && (
          <Enrolment t={t} onEnrolled={(codes) => setStage({ at: 'recovery-codes', codes })} onExpired={expired} />
        )}
        {stage.at === 'code' && (
          <SecondStep
            t={t}
            passkey={stage.passkey}
            onSignedIn={() => setStage({ at: 'console' })}
            onExpired={expired}
          />
        )}
        {stage.at === 'recovery-codes' && (
          <RecoveryCodes t={t} codes={stage.codes} onDone={() => setStage({ at: 'console' })} />
        )}
        {stage.at === 'console' && (
          <Suspense fallback={<div className="card card--loading" role="status" aria-label={t.working} />}>
            <Shell t={t} onSignedOut={signedOut} />
          </Suspense>
        )}
      </main>
    </div>
  );
}
