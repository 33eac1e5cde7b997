import type { Dashboard } from '@portal/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure, Field } from '../Field';
import { money } from '../money';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { csvOf, downloadCsv } from '../table/csv';
import { DayChart } from './DayChart';
import './dashboard.css';

/** The day `days` before today, as the site counts days (its time zone: the dashboard's days are the site's). */
const dayBefore = (days: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(Date.now() - days * 86_400_000);
type MoneyKpi = 'deposits' | 'withdrawals' | 'bets' | 'wins' | 'ggr' | 'bonuses' | 'ngr';
const moneyKpis: MoneyKpi[] = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonuses', 'ngr'];

/** The site's figures over a day range in the URL (the last 7 days unless given), with charts and a CSV of the days. */
export function DashboardPage() {
  const { t, self } = useConsole();
  const d = t.dashboard;
  const siteDay = (days: number) => dayBefore(days, self.site.timeZone);
  const [search, setSearch] = useSearchParams();
  const from = search.get('from') ?? siteDay(6);
  const to = search.get('to') ?? siteDay(0);
  const [draft, setDraft] = useState({ from, to });
  useEffect(() => setDraft({ from, to }), [from, to]);
  const dashboard = useApiQuery(['dashboard', from, to], () => api.dashboard({ from, to }));
  const show = (range: { from: string; to: string }) => setSearch(new URLSearchParams(range));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    show(draft);
  };
  const data: Dashboard | undefined = dashboard.data;

  return (
    <section className="page" aria-labelledby="dashboard-title" aria-busy={dashboard.isFetching}>
      <header className="page__head">
        <h1 id="dashboard-title">{d.title}</h1>
        {data && <p className="muted">{fill(d.intro, { timeZone: data.timeZone, currency: data.currency })}</p>}
      </header>
      <form className="filters" onSubmit={submit}>
        <Field
          label={d.from}
          type="date"
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
        <Field
          label={d.to}
          type="date"
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
        <div className="filters__actions">
          <button type="submit" className="primary">
            {d.show}
          </button>
          <button type="button" onClick={() => show({ from: siteDay(6), to: siteDay(0) })}>
            {d.last7}
          </button>
          <button type="button" onClick={() => show({ from: siteDay(29), to: siteDay(0) })}>
            {d.last30}
          </button>
          <button
            type="button"
            disabled={!data}
            onClick={() =>
              data &&
              downloadCsv(
                `dashboard-${data.from}-${data.to}.csv`,
                csvOf(
                  [
                    'day',
                    'registrations',
                    'firstDeposits',
                    'deposits',
                    'withdrawals',
                    'bets',
                    'wins',
                    'ggr',
                    'bonuses',
                    'ngr',
                  ],
                  data.days.map((day) => [
                    day.day,
                    day.registrations,
                    day.firstDeposits,
                    day.deposits,
                    day.withdrawals,
                    day.bets,
                    day.wins,
                    day.ggr,
                    day.bonuses,
                    day.ngr,
                  ]),
                ),
              )
            }
          >
            {t.table.exportCsv}
          </button>
        </div>
      </form>
      <Failure message={dashboard.failure} />
      {!data && !dashboard.failure && (
        <div className="panel panel--loading" role="status" aria-label={t.table.loading} />
      )}
      {data && (
        <>
          <dl className="kpis">
            <div className="kpi">
              <dt>{d.kpis.registrations}</dt>
              <dd>{data.totals.registrations}</dd>
            </div>
            <div className="kpi">
              <dt>{d.kpis.firstDeposits}</dt>
              <dd>{data.totals.firstDeposits}</dd>
            </div>
            <div className="kpi">
              <dt>{d.kpis.activeMembers}</dt>
              <dd>{data.totals.activeMembers}</dd>
            </div>
            {moneyKpis.map((kpi) => (
              <div key={kpi} className={`kpi${kpi === 'ngr' ? ' kpi--lead' : ''}`}>
                <dt>{d.kpis[kpi]}</dt>
                <dd data-testid={`kpi-${kpi}`}>{money(data.totals[kpi], data.currency)}</dd>
                {kpi === 'deposits' && (
                  <dd className="kpi__note">{fill(d.count, { count: data.totals.depositCount })}</dd>
                )}
                {kpi === 'withdrawals' && (
                  <dd className="kpi__note">{fill(d.count, { count: data.totals.withdrawalCount })}</dd>
                )}
              </div>
            ))}
          </dl>
          <div className="charts">
            <DayChart
              label={d.moneyChart}
              days={data.days}
              currency={data.currency}
              series={[
                { key: 'deposits', name: d.kpis.deposits, color: '#7c9cff' },
                { key: 'withdrawals', name: d.kpis.withdrawals, color: '#fca5a5' },
              ]}
            />
            <DayChart
              label={d.revenueChart}
              days={data.days}
              currency={data.currency}
              series={[
                { key: 'ggr', name: d.kpis.ggr, color: '#86efac' },
                { key: 'ngr', name: d.kpis.ngr, color: '#fde047' },
              ]}
            />
          </div>
          <section className="panel" aria-labelledby="categories-title">
            <h2 id="categories-title">{d.categories}</h2>
            {data.categories.length === 0 ? (
              <p className="muted">{d.noPlay}</p>
            ) : (
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too
              <section className="table-scroll" tabIndex={0} aria-label={d.categories}>
                <table className="simple">
                  <thead>
                    <tr>
                      {Object.values(d.columns).map((column) => (
                        <th key={column}>{column}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.categories.map((row) => (
                      <tr key={row.category}>
                        <td>{row.category}</td>
                        <td>{row.rounds}</td>
                        <td>{money(row.bets, data.currency)}</td>
                        <td>{money(row.wins, data.currency)}</td>
                        <td>{money(row.ggr, data.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </section>
        </>
      )}
    </section>
  );
}
