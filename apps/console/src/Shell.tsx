import { type OperatorArea, type OperatorSelf, operatorMay } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { ApiFailure, api } from './api';
import { Failure } from './Field';
import { messageOf, type Strings } from './strings';

const areas: Exclude<OperatorArea, 'account'>[] = ['money', 'content', 'service', 'games', 'team'];
const signInAgain = new Set(['SESSION_EXPIRED', 'UNAUTHORIZED', 'SECOND_STEP_REQUIRED']);

/**
 * The signed-in console: who is signed in, with which role and sites, and what that role may do in each area
 * (the contracts' operatorMay, the rule the server enforces). The areas' own pages come next (issue 25).
 */
export function Shell({ t, onSignedOut }: { t: Strings; onSignedOut: (reason?: string) => void }) {
  const [self, setSelf] = useState<OperatorSelf | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    api
      .self()
      .then(setSelf)
      .catch((error: unknown) => {
        const refusal = error instanceof ApiFailure ? error : new ApiFailure('NETWORK');
        // A tab reloaded halfway through a sign-in holds a token that never took its second step: start again.
        if (signInAgain.has(refusal.code)) onSignedOut(messageOf(t, refusal));
        else setFailure(messageOf(t, refusal));
      });
  }, [t, onSignedOut]);

  const end = async (everywhere: boolean) => {
    await (everywhere ? api.signOutEverywhere() : api.logout()).catch(() => undefined);
    onSignedOut();
  };

  if (!self) {
    return failure ? (
      <Failure message={failure} />
    ) : (
      <div className="card card--loading" role="status" aria-label={t.working} />
    );
  }
  const access = (area: Exclude<OperatorArea, 'account'>) =>
    operatorMay(self.role, area, 'POST') ? t.readWrite : operatorMay(self.role, area, 'GET') ? t.read : t.none;
  return (
    <section className="shell" aria-labelledby="shell-title">
      <header className="shell__head">
        <div>
          <p className="muted">{t.signedInAs}</p>
          <h1 id="shell-title">{self.username}</h1>
        </div>
        <div className="shell__actions">
          <button type="button" onClick={() => void end(false)}>
            {t.signOut}
          </button>
          <button type="button" onClick={() => void end(true)}>
            {t.signOutEverywhere}
          </button>
        </div>
      </header>
      <dl className="facts">
        <div>
          <dt>{t.role}</dt>
          <dd data-testid="operator-role">{t.roles[self.role]}</dd>
        </div>
        <div>
          <dt>{t.sites}</dt>
          <dd>{self.allSites ? t.allSites : self.siteCodes.join(', ')}</dd>
        </div>
      </dl>
      <h2>{t.areasTitle}</h2>
      <table className="areas">
        <tbody>
          {areas.map((area) => (
            <tr key={area}>
              <th scope="row">{t.areas[area]}</th>
              <td>{access(area)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">{t.idle}</p>
    </section>
  );
}
