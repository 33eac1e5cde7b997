import { NavLink, Outlet } from 'react-router';
import { useConsole, useMay } from './console-context';
import { SitePicker } from './SitePicker';

/** The signed-in console: its sections (those the role may read) beside the page. */
export function Layout() {
  const { t, self } = useConsole();
  const sections = [
    { to: '/', label: t.nav.overview, shown: true },
    { to: '/dashboard', label: t.dashboard.nav, shown: useMay('money') },
    { to: '/members', label: t.nav.members, shown: useMay('service') },
    { to: '/desk', label: t.desk.nav, shown: useMay('service') },
    { to: '/cashier', label: t.cashier.nav, shown: useMay('money') },
    { to: '/content', label: t.content.nav, shown: useMay('content') },
    { to: '/games', label: t.games.title, shown: useMay('games') },
    { to: '/operators', label: t.nav.team, shown: useMay('team') },
    { to: '/audit', label: t.nav.audit, shown: useMay('team') },
    { to: '/sites', label: t.siteSection.nav, shown: useMay('sites') },
    { to: '/account', label: t.account.nav, shown: true },
  ];
  return (
    <div className="layout">
      <nav className="sidenav" aria-label={t.nav.label}>
        <p className="sidenav__site">{self.site.name}</p>
        {sections
          .filter((section) => section.shown)
          .map((section) => (
            <NavLink key={section.to} to={section.to} end={section.to === '/'} className="sidenav__link">
              {section.label}
            </NavLink>
          ))}
        <SitePicker />
      </nav>
      <div className="layout__page">
        <Outlet />
      </div>
    </div>
  );
}
