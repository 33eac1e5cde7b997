import type { ProfitRow } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatMinor } from '../../../lib/use-format-minor';

interface DayProfit {
  day: string;
  /** Minor units as a number: exact for any amount below 2^53, and only ever drawn, never added to money. */
  profit: number;
}

/** The report's rows summed per day, oldest first, in BigInt before they become numbers to draw. */
export function profitByDay(rows: ProfitRow[]): DayProfit[] {
  const days = new Map<string, bigint>();
  for (const row of rows) days.set(row.day, (days.get(row.day) ?? 0n) + BigInt(row.profit));
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, profit]) => ({ day, profit: Number(profit) }));
}

/** Profit and loss per day as bars: gains in the success colour, losses in the danger colour. */
export function ProfitChart({ rows }: { rows: ProfitRow[] }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const data = profitByDay(rows);
  return (
    <figure className="surface profit-chart" aria-label={t('history.chartLabel')}>
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis dataKey="day" tick={{ fill: 'var(--text-muted)', fontSize: 12 }} tickLine={false} />
          <YAxis
            width={80}
            tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
            tickFormatter={(value: number) => formatMinor(String(value))}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }}
            formatter={(value) => [formatMinor(String(value)), t('history.profit')]}
          />
          <Bar dataKey="profit" radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {data.map((entry) => (
              <Cell key={entry.day} fill={entry.profit < 0 ? 'var(--danger)' : 'var(--success)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">{t('history.chartLabel')}</figcaption>
    </figure>
  );
}
