import { useId } from 'react';
import type { BoardProps, HouseText } from '../../plugin';
import { choose, colourOf, tableOf, times, useChoice, useOnly } from './shared';

const RISKS = ['low', 'medium', 'high'] as const;
export const PLINKO_DEFAULT = 'plinko-12-medium';
export const WHEEL_DEFAULT = 'wheel-30-medium';

/** 'plinko-12-medium' → { size: 12, risk: 'medium' }; the same for 'wheel-30-low'. */
export function sizeAndRisk(spot: string): { size: number; risk: string } {
  const [, size, risk] = spot.split('-');
  return { size: Number(size), risk: risk ?? 'medium' };
}

interface PickProps {
  label: string;
  value: string;
  options: readonly string[];
  name(option: string): string;
  onChange(value: string): void;
  disabled: boolean;
}

function Pick({ label, value, options, name, onChange, disabled }: PickProps) {
  const id = useId();
  return (
    <div className="arcade-pick">
      <label htmlFor={id} className="arcade-label">
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {name(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

function Placed({ amount, text, money }: { amount?: bigint; text: HouseText; money: BoardProps['money'] }) {
  return amount ? <p className="arcade-placed">{text('arcade.bet', { amount: money(amount) })}</p> : null;
}

/** Plinko: the rows and the risk, which pick the pay table; the top prize it offers. */
export function PlinkoBoard({ chip, wagers, only, disabled, text, money }: BoardProps) {
  const spot = useChoice('plinko', PLINKO_DEFAULT);
  useOnly(spot, chip, wagers, only);
  const { size, risk } = sizeAndRisk(spot);
  const table = tableOf(spot);
  const set = (rows: number, nextRisk: string) => choose('plinko', `plinko-${rows}-${nextRisk}`);
  return (
    <div className="arcade-board">
      <div className="arcade-picks">
        <Pick
          label={text('plinko.rows')}
          value={String(size)}
          options={['8', '12', '16']}
          name={(option) => option}
          onChange={(rows) => set(Number(rows), risk)}
          disabled={disabled}
        />
        <Pick
          label={text('arcade.risk')}
          value={risk}
          options={RISKS}
          name={(option) => text(`risk.${option}`)}
          onChange={(nextRisk) => set(size, nextRisk)}
          disabled={disabled}
        />
      </div>
      <dl className="arcade-stats">
        <div>
          <dt>{text('plinko.top')}</dt>
          <dd>{table.length ? times(Math.max(...table)) : '—'}</dd>
        </div>
        <div>
          <dt>{text('plinko.most')}</dt>
          <dd>{table.length ? money(((wagers[spot] ?? chip) * BigInt(Math.max(...table))) / 100n) : '—'}</dd>
        </div>
      </dl>
      <Placed amount={wagers[spot]} text={text} money={money} />
    </div>
  );
}

/** Wheel: the segments and the risk, and the wheel's multiples with how many segments carry each. */
export function WheelBoard({ chip, wagers, only, disabled, text, money }: BoardProps) {
  const spot = useChoice('wheel', WHEEL_DEFAULT);
  useOnly(spot, chip, wagers, only);
  const { size, risk } = sizeAndRisk(spot);
  const table = tableOf(spot);
  const counts = new Map<number, number>();
  for (const value of table) counts.set(value, (counts.get(value) ?? 0) + 1);
  const set = (segments: number, nextRisk: string) => choose('wheel', `wheel-${segments}-${nextRisk}`);
  return (
    <div className="arcade-board">
      <div className="arcade-picks">
        <Pick
          label={text('wheel.segments')}
          value={String(size)}
          options={['10', '20', '30', '40', '50']}
          name={(option) => option}
          onChange={(segments) => set(Number(segments), risk)}
          disabled={disabled}
        />
        <Pick
          label={text('arcade.risk')}
          value={risk}
          options={RISKS}
          name={(option) => text(`risk.${option}`)}
          onChange={(nextRisk) => set(size, nextRisk)}
          disabled={disabled}
        />
      </div>
      <ul className="arcade-legend" aria-label={text('wheel.legend')}>
        {[...counts]
          .sort(([a], [b]) => a - b)
          .map(([value, count]) => (
            <li key={value} style={{ borderColor: colourOf(value) }}>
              <strong>{times(value)}</strong>
              <span>{text('wheel.count', { count, total: table.length })}</span>
            </li>
          ))}
      </ul>
      <Placed amount={wagers[spot]} text={text} money={money} />
    </div>
  );
}
