import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { money } from '../money';

export interface Series {
  key: string;
  name: string;
  color: string;
}

/**
 * Figures per day as bars, oldest first. Amounts become numbers only to be drawn (exact below 2^53 minor units);
 * the axis and the tooltip write them as money.
 */
export function DayChart({
  label,
  days,
  series,
  currency,
}: {
  label: string;
  days: Record<string, string | number>[];
  series: Series[];
  currency: string;
}) {
  const data = days.map((day) => ({
    day: String(day.day),
    ...Object.fromEntries(series.map((line) => [line.key, Number(day[line.key] ?? 0)])),
  }));
  return (
    <figure className="panel chart" aria-label={label}>
      <figcaption className="chart__title">{label}</figcaption>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid stroke="rgb(255 255 255 / 8%)" vertical={false} />
          <XAxis
            dataKey="day"
            tick={{ fill: '#a9b1cc', fontSize: 12 }}
            tickFormatter={(day: string) => day.slice(5)}
            tickLine={false}
          />
          <YAxis
            width={96}
            tick={{ fill: '#a9b1cc', fontSize: 12 }}
            tickFormatter={(value: number) => money(String(Math.round(value)), currency)}
            tickLine={false}
            axisLine={false}
          />
          <Tooltip
            cursor={{ fill: 'rgb(255 255 255 / 5%)' }}
            contentStyle={{ background: '#151b30', border: '1px solid rgb(255 255 255 / 12%)', borderRadius: 8 }}
            formatter={(value) => money(String(value), currency)}
          />
          <Legend />
          {series.map((line) => (
            <Bar
              key={line.key}
              dataKey={line.key}
              name={line.name}
              fill={line.color}
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
