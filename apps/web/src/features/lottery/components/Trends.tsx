import { Flame, Snowflake } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { SelectField } from '../../../components/ui/Field';
import { ListSkeleton } from '../../../components/ui/QueryView';
import { useErrorMessage } from '../../../lib/errors';
import { useDraws } from '../api/get-draws';
import { type DrawStats, useDrawStats } from '../api/get-stats';
import { useLotteryText } from '../hooks/use-lottery-text';
import { hotAndCold, type TrendSeries, trendChoices, trendPoints } from '../model/trends';
import type { GameIdentity } from './GameHeader';
import './ResultView.css';
import './Trends.css';
import './UnitSelect.css';

/** How many recent draws the chart shows, and how many the hot/cold numbers count over. */
export const trendDraws = 30;
export const statsDraws = 50;

/** Recent results as a line chart (a position or the sum) and the hot and cold numbers. */
export function Trends({ game }: { game: GameIdentity }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const draws = useDraws(game.gameCode, 0, trendDraws);
  const stats = useDrawStats(game.gameCode, statsDraws);
  if (draws.isPending) return <ListSkeleton rows={4} />;
  if (draws.isError) {
    return (
      <ErrorState
        title={t('lottery.trendsFailed')}
        message={errorMessage(draws.error)}
        onRetry={() => void draws.refetch()}
        retrying={draws.isFetching}
      />
    );
  }
  const items = draws.data.items;
  const length = items.find((draw) => draw.result)?.result?.length ?? 0;
  if (length === 0) return <EmptyState title={t('lottery.noDraws')} text={t('lottery.noDrawsText')} />;
  return (
    <div className="trends">
      <TrendChart game={game} draws={items} length={length} />
      <section className="hot-cold" aria-labelledby="hot-cold-title">
        <h3 id="hot-cold-title" className="trends__title">
          {t('lottery.hotCold', { draws: statsDraws })}
        </h3>
        {stats.isPending ? (
          <ListSkeleton rows={2} />
        ) : stats.isError ? (
          <ErrorState
            title={t('lottery.trendsFailed')}
            message={errorMessage(stats.error)}
            onRetry={() => void stats.refetch()}
            retrying={stats.isFetching}
          />
        ) : (
          <HotCold game={game} stats={stats.data} />
        )}
      </section>
    </div>
  );
}

function TrendChart({
  game,
  draws,
  length,
}: {
  game: GameIdentity;
  draws: Parameters<typeof trendPoints>[0];
  length: number;
}) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const id = useId();
  const choices = trendChoices(length);
  const [series, setSeries] = useState<TrendSeries>(choices[0] ?? 0);
  const name = (choice: TrendSeries) =>
    choice === 'sum' ? t('lottery.sum') : text.area(`pos${choice + 1}`, game.kind);
  const points = trendPoints(draws, series);
  return (
    <section className="trend" aria-labelledby={`${id}-title`}>
      <div className="trend__head">
        <h3 id={`${id}-title`} className="trends__title">
          {t('lottery.trendTitle', { draws: points.length })}
        </h3>
        {choices.length > 1 ? (
          <SelectField
            className="field--inline"
            label={t('lottery.trendSeries')}
            value={String(series)}
            onChange={(event) => setSeries(event.target.value === 'sum' ? 'sum' : Number(event.target.value))}
          >
            {choices.map((choice) => (
              <option key={String(choice)} value={String(choice)}>
                {name(choice)}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <figure className="trend__chart" aria-label={t('lottery.trendLabel', { series: name(series) })}>
        <ResponsiveContainer width="100%" height={220}>
          <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="var(--border)" vertical={false} />
            <XAxis
              dataKey="issue"
              tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
              tickLine={false}
              minTickGap={16}
            />
            <YAxis
              width={40}
              allowDecimals={false}
              tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
              tickLine={false}
              axisLine={false}
            />
            <Tooltip
              contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }}
              formatter={(value) => [String(value), name(series)]}
            />
            <Line
              type="monotone"
              dataKey="value"
              stroke="var(--brand)"
              strokeWidth={2}
              dot={{ r: 3, fill: 'var(--brand)' }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
        <figcaption className="visually-hidden">{t('lottery.trendLabel', { series: name(series) })}</figcaption>
      </figure>
    </section>
  );
}

function HotCold({ game, stats }: { game: GameIdentity; stats: DrawStats }) {
  const { t } = useTranslation();
  const text = useLotteryText();
  const [position, setPosition] = useState(0);
  const current = stats.positions[position] ?? stats.positions[0];
  if (!current) return <EmptyState title={t('lottery.noDraws')} text={t('lottery.noDrawsText')} />;
  const { hot, cold } = hotAndCold(current.numbers);
  return (
    <div className="stack stack--3 hot-cold__body">
      {stats.positions.length > 1 ? (
        <SelectField
          className="field--inline"
          label={t('lottery.position')}
          value={position}
          onChange={(event) => setPosition(Number(event.target.value))}
        >
          {stats.positions.map((item, index) => (
            <option key={item.key} value={index}>
              {text.area(item.key, game.kind)}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="hot-cold__lists">
        {(
          [
            ['hot', hot, Flame, (n: number) => t('lottery.hits', { n }), 'hits'],
            ['cold', cold, Snowflake, (n: number) => t('lottery.gap', { n }), 'gap'],
          ] as const
        ).map(([key, numbers, Icon, count, figure]) => (
          <div key={key}>
            <p className={`hot-cold__label hot-cold__label--${key}`}>
              <Icon size={16} aria-hidden="true" />
              {t(`lottery.${key}`)}
            </p>
            <ul className="hot-cold__list" aria-label={t(`lottery.${key}`)}>
              {numbers.map((item) => (
                <li key={item.value}>
                  <span className="ball ball--plain ball--small-inline">{item.value}</span>
                  <span className="figures">{count(item[figure])}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
