import './desk.css';
import { NavLink, Outlet } from 'react-router';
import { useConsole, useMay } from '../console-context';
import { PageHead } from '../PageHead';

/**
 * The service desk (issue 25): live chat, feedback, promotion applications, point redemptions and the site's canned replies, each a route of
 * its own under /desk. Support operators and owners answer and decide; risk and read-only read.
 */
export function DeskPage() {
  const { t } = useConsole();
  const d = t.desk;
  const writes = useMay('service', 'POST');
  const tabs = [
    { to: '/desk/chats', label: d.tabs.chats },
    { to: '/desk/feedback', label: d.tabs.feedback },
    { to: '/desk/applications', label: d.tabs.applications },
    { to: '/desk/redemptions', label: d.tabs.redemptions },
    { to: '/desk/canned', label: d.tabs.canned },
  ];
  return (
    <section className="page" aria-labelledby="desk-title">
      <PageHead id="desk-title" title={d.title} intro={d.intro} />
      <nav className="section-tabs" aria-label={d.queues}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className="section-tabs__link">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {!writes && <p className="muted">{d.readOnly}</p>}
      <Outlet />
    </section>
  );
}
