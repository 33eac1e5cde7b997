import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure } from '../Field';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { dateTime } from '../when';

/** Whether each configured game server answers its health call now (issue 25 "Games"); read again on demand. */
export function ServerStatus() {
  const { t } = useConsole();
  const s = t.gameVendors.status;
  const status = useApiQuery(['game-servers'], () => api.gameServers());
  const servers = status.data?.servers;
  return (
    <section className="panel" aria-labelledby="servers-title" aria-busy={status.isFetching}>
      <div className="vendor-panel__head">
        <h2 id="servers-title">{s.title}</h2>
        <button type="button" onClick={() => void status.refetch()} disabled={status.isFetching}>
          {status.isFetching ? t.working : s.refresh}
        </button>
      </div>
      {status.data && <p className="muted">{fill(s.checkedAt, { time: dateTime(status.data.checkedAt) })}</p>}
      <Failure message={status.failure} />
      {!status.data && !status.failure && <p className="muted">{t.table.loading}</p>}
      {servers?.length === 0 && <p className="muted">{s.none}</p>}
      {servers && servers.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-scroll" aria-label={s.caption} tabIndex={0}>
          <table className="simple">
            <caption className="visually-hidden">{s.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{s.provider}</th>
                <th scope="col">{s.state}</th>
                <th scope="col">{s.latency}</th>
                <th scope="col">{s.vendors}</th>
              </tr>
            </thead>
            <tbody>
              {servers.map((server) => (
                <tr key={server.provider}>
                  <td>
                    <code>{server.provider}</code>
                  </td>
                  <td>
                    <span className={`badge badge--${server.state}`}>{s.states[server.state]}</span>
                    {server.detail && <span className="own">{server.detail}</span>}
                  </td>
                  <td className="num">{server.latencyMs === null ? '–' : fill(s.ms, { ms: server.latencyMs })}</td>
                  <td className="wrap">{server.vendors.join(', ') || '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
