import { NavLink, Outlet } from 'react-router';
import { useConsole, useMay } from './console-context';

/** The signed-in console: its sections (those the role may read) beside the page. */
export function Layout() {
  const { t, self } = useConsole();
  const sections = [
    { to: '/', label: t.nav.overview, shown: true },
    { to: '/members', label: t.nav.members, shown: useMay('service') },
    { to: '/operators', label: t.nav.team, shown: useMay('team') },
    { to: '/audit', label: t.nav.audit, shown: useMay('team') },
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
      </nav>
      <div className="layout__page">
        <Outlet />
      </div>
    </div>
  );
}
