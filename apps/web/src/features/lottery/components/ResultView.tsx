import type { LotteryKind, VnLayout } from '@portal/lottery';
import { useLotteryText } from '../hooks/use-lottery-text';
import { isSpecialBall, prizeTiers } from '../model/results';
import './ResultView.css';

/** LHC colour waves (LOTTERY.md §2): red and blue numbers, the rest green. */
const red = new Set([1, 2, 7, 8, 12, 13, 18, 19, 23, 24, 29, 30, 34, 35, 40, 45, 46]);
const blue = new Set([3, 4, 9, 10, 14, 15, 20, 25, 26, 31, 36, 37, 41, 42, 47, 48]);

function ballTone(kind: LotteryKind, value: string): string {
  const number = Number(value);
  if (kind === 'LHC') return red.has(number) ? 'red' : blue.has(number) ? 'blue' : 'green';
  if (kind === 'PK10') return `car${number}`;
  return 'plain';
}

/** A row of balls (ball games). */
export function Balls({
  kind,
  result,
  label,
  size = 'normal',
}: {
  kind: LotteryKind;
  result: readonly string[];
  label: string;
  size?: 'normal' | 'small';
}) {
  return (
    <ol className={`balls balls--${size}`} aria-label={label}>
      {result.map((value, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a result may repeat a digit; its place is its identity
          key={index}
          className={`ball ball--${ballTone(kind, value)}${isSpecialBall(kind, index) ? ' ball--special' : ''}`}
        >
          {value}
        </li>
      ))}
    </ol>
  );
}

interface ResultProps {
  kind: LotteryKind;
  layout: VnLayout | null;
  result: readonly string[];
  /** Names the result for assistive technology ("Result of issue …"). */
  label: string;
  /** Small balls, or only the top tier of a prize table. */
  compact?: boolean;
}

/** A prize table (VN, 4D): each tier with its numbers; `compact` shows the top tier only. */
export function PrizeTable({ kind, layout, result, label, compact = false }: ResultProps) {
  const text = useLotteryText();
  const tiers = prizeTiers(kind, layout, result) ?? [];
  const shown = compact ? tiers.slice(0, 1) : tiers;
  return (
    <dl className={`prize-table${compact ? ' prize-table--compact' : ''}`} aria-label={label}>
      {shown.map((tier) => (
        <div key={tier.tier} className={`prize-table__row prize-table__row--${tier.tier}`}>
          <dt>{text.tier(tier.tier)}</dt>
          <dd className="figures">
            {tier.numbers.map((number, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier may repeat a number; its place is its identity
              <span key={index}>{number}</span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A result as the game shows it: balls, or a prize table for VN and 4D. */
export function ResultView({ kind, layout, result, label, compact = false }: ResultProps) {
  if (kind === 'VN' || kind === 'SEA') {
    return <PrizeTable kind={kind} layout={layout} result={result} label={label} compact={compact} />;
  }
  return <Balls kind={kind} result={result} label={label} size={compact ? 'small' : 'normal'} />;
}
