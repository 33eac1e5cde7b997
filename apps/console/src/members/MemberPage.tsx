import { Link, useParams } from 'react-router';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure } from '../Field';
import { money } from '../money';
import { useApiQuery } from '../query';
import { dateTime } from '../when';
import { AdjustBalance } from './AdjustBalance';
import { AgentContract } from './AgentContract';
import { MemberBonuses } from './MemberBonuses';
import { MemberNotes } from './MemberNotes';
import { MemberPlay } from './MemberPlay';
import { MemberSignIns } from './MemberSignIns';
import { MemberTags } from './MemberTags';
import { MoveAgent } from './MoveAgent';
import { ResetPassword } from './ResetPassword';
import { StatusAction } from './StatusAction';
import './member.css';

/**
 * A member as the service desk sees it (issue 25): profile, tags, status, money, sessions, notes, its statement,
 * rounds and lottery orders, and what operators did.
 */
export function MemberPage() {
  const { t } = useConsole();
  const username = useParams().username ?? '';
  const member = useApiQuery(['member', username], () => api.member(username));
  const m = t.member;
  const c = t.members.columns;
  const data = member.data;

  return (
    <section className="page" aria-labelledby="member-title">
      <Link to="/members" className="back">
        ← {m.back}
      </Link>
      <header className="page__head">
        <h1 id="member-title">{username}</h1>
        {data && <span className={`badge badge--${data.status}`}>{t.statuses[data.status]}</span>}
      </header>
      <Failure message={member.failure} />
      {!data && !member.failure && <div className="panel panel--loading" role="status" aria-label={t.table.loading} />}
      {data && (
        <div className="member-grid">
          <section className="panel" aria-labelledby="profile-title">
            <h2 id="profile-title">{m.profile}</h2>
            <dl className="pairs">
              {[
                [m.nickname, data.nickname],
                [c.realName, data.realName],
                [c.mobile, data.mobile],
                [c.email, data.email],
                [c.agent, data.agent],
                [c.vipLevel, String(data.vipLevel)],
                [c.registeredAt, dateTime(data.registeredAt)],
                [c.lastLoginAt, dateTime(data.lastLoginAt)],
                [m.registrationIp, data.registrationIp],
                ...Object.entries(data.profile).filter(([name]) => name !== 'realName'),
              ].map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{value || '–'}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="panel" aria-labelledby="balances-title">
            <h2 id="balances-title">{m.balances}</h2>
            <dl className="pairs">
              <div>
                <dt>{m.main}</dt>
                <dd data-testid="main-balance">{money(data.balances.main, data.balances.currency)}</dd>
              </div>
              <div>
                <dt>{m.outsideMain}</dt>
                <dd>{money(data.balances.outsideMain, data.balances.currency)}</dd>
              </div>
            </dl>
          </section>
          <MemberTags key={data.tags.join(',')} username={data.username} tags={data.tags} />
          <StatusAction username={data.username} status={data.status} />
          {data.status !== 'closed' && <AdjustBalance username={data.username} />}
          {data.status !== 'closed' && <ResetPassword username={data.username} />}
          {data.status !== 'closed' && <MoveAgent username={data.username} agent={data.agent} />}
          <section className="panel" aria-labelledby="sessions-title">
            <h2 id="sessions-title">{m.sessions}</h2>
            {data.sessions.length === 0 ? (
              <p className="muted">{m.noSessions}</p>
            ) : (
              <table className="simple">
                <thead>
                  <tr>
                    <th>{m.since}</th>
                    <th>{m.lastSeen}</th>
                    <th>{m.address}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.sessions.map((session) => (
                    <tr key={session.createdAt}>
                      <td>{dateTime(session.createdAt)}</td>
                      <td>{dateTime(session.lastSeenAt)}</td>
                      <td>{session.ip ?? '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <MemberNotes username={data.username} />
          {data.memberType !== 0 && <AgentContract username={data.username} currency={data.balances.currency} />}
          <MemberPlay username={data.username} currency={data.balances.currency} />
          <MemberBonuses username={data.username} currency={data.balances.currency} />
          <MemberSignIns username={data.username} />
          <section className="panel panel--wide" aria-labelledby="member-audit-title">
            <h2 id="member-audit-title">{m.audit}</h2>
            {data.recentAudit.length === 0 ? (
              <p className="muted">{m.noAudit}</p>
            ) : (
              <ul className="timeline">
                {data.recentAudit.map((entry) => (
                  <li key={`${entry.at}-${entry.action}`}>
                    <span>
                      <strong>{entry.action}</strong> · {entry.operator} · {dateTime(entry.at)}
                    </span>
                    <code>{JSON.stringify(entry.details)}</code>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
