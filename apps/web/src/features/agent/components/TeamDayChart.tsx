import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { agentSide } from '../model/team-play';

export interface DayFigures {
  day: string;
  validBet: string;
  profitLoss: string;
}

/**
 * Valid bet and the team's win/loss from the agent's side per day as bars, oldest day first: the
 * agent's profit in the success colour, loss in the danger colour. Amounts become numbers only to be drawn (exact below 2^53 minor units).
 */
export function TeamDayChart({ days, label }: { days: readonly DayFigures[]; label: string }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const data = days.map((day) => ({
    day: day.day,
    validBet: Number(day.validBet),
    profitLoss: Number(agentSide(day.profitLoss)),
  }));
  const names: Record<string, string> = {
    validBet: t('agent.figures.validBet'),
    profitLoss: t('agent.figures.profitLoss'),
  };
  return (
    <figure className="team-chart" aria-label={label}>
      <ResponsiveContainer width="100%" height={260}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="day"
            tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
            tickFormatter={(day: string) => day.slice(5)}
            tickLine={false}
          />
          <YAxis
            width={88}
            allowDecimals={false}
            tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
            tickFormatter={(value: number) => formatMinor(String(value))}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }}
            formatter={(value, name) => [formatMinor(String(value)), names[String(name)] ?? String(name)]}
          />
          <Bar dataKey="validBet" fill="var(--brand)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="profitLoss" fill="var(--success)" radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {data.map((entry) => (
              <Cell key={entry.day} fill={entry.profitLoss < 0 ? 'var(--danger)' : 'var(--success)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
      {/* Drawn here rather than by Recharts: one series has two colours, profit and loss. */}
      <figcaption className="team-chart__legend">
        <span className="visually-hidden">{label}</span>
        <span className="team-chart__key team-chart__key--bet">{names.validBet}</span>
        <span className="team-chart__key team-chart__key--profit">{t('agent.chart.profit')}</span>
        <span className="team-chart__key team-chart__key--loss">{t('agent.chart.loss')}</span>
      </figcaption>
    </figure>
  );
}
