import './cashier.css';
import { NavLink, Outlet } from 'react-router';
import { useConsole, useMay } from '../console-context';
import { PageHead } from '../PageHead';

/** The cashier (issue 25): two queues, deposits and withdrawals, each a route of its own under /cashier. */
export function CashierPage() {
  const { t } = useConsole();
  const c = t.cashier;
  const mayDecide = useMay('money', 'POST');
  return (
    <section className="page" aria-labelledby="cashier-title">
      <PageHead id="cashier-title" title={c.title} intro={c.intro} />
      <nav className="section-tabs" aria-label={c.queues}>
        <NavLink to="/cashier/deposits" className="section-tabs__link">
          {c.deposits}
        </NavLink>
        <NavLink to="/cashier/withdrawals" className="section-tabs__link">
          {c.withdrawals}
        </NavLink>
        <NavLink to="/cashier/channels" className="section-tabs__link">
          {t.channels.tab}
        </NavLink>
      </nav>
      {!mayDecide && <p className="muted">{c.readOnly}</p>}
      <Outlet />
    </section>
  );
}
