import type { OperatorArea } from '@portal/contracts';
import { operatorMay } from '@portal/contracts';
import { api } from './api';
import { useConsole } from './console-context';

const areas: Exclude<OperatorArea, 'account'>[] = ['money', 'content', 'service', 'games', 'team', 'sites'];

/**
 * The console's first page: who is signed in, with which role and sites, and what that role may do in each area
 * (the contracts' operatorMay, the rule the server enforces).
 */
export function Overview() {
  const { t, self, signOut } = useConsole();
  const end = async (everywhere: boolean) => {
    await (everywhere ? api.signOutEverywhere() : api.logout()).catch(() => undefined);
    signOut();
  };
  const access = (area: Exclude<OperatorArea, 'account'>) =>
    operatorMay(self.role, area, 'POST') ? t.readWrite : operatorMay(self.role, area, 'GET') ? t.read : t.none;
  return (
    <section className="page" aria-labelledby="shell-title">
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
