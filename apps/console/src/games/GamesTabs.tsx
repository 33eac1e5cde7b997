import { NavLink } from 'react-router';
import { useConsole } from '../console-context';
import './vendors.css';

/** The Games section's two views (issue 25): the lottery's issues, and the site's vendors and games. */
export function GamesTabs() {
  const { t } = useConsole();
  const v = t.gameVendors;
  return (
    <nav className="section-tabs" aria-label={v.tabs}>
      <NavLink to="/games" end className="section-tabs__link">
        {v.lottery}
      </NavLink>
      <NavLink to="/games/lottery-settings" className="section-tabs__link">
        {t.lotterySettings.tab}
      </NavLink>
      <NavLink to="/games/vendors" className="section-tabs__link">
        {v.vendors}
      </NavLink>
    </nav>
  );
}
