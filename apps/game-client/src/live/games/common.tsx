import type { ReactNode } from 'react';
import { shortMoney } from '../../house/families/layouts/shared';
import type { HouseText } from '../../house/plugin';
import { useLiveTable } from '../context';

interface LiveSpotProps {
  spot: string;
  pays: string;
  /** The spot's picture (coins, a wheel value); its name is said in `text('spot.<id>')`. */
  face?: ReactNode;
  /** The seat's own chips on it (placed and pending together). */
  amount: bigint | undefined;
  lit: boolean;
  disabled: boolean;
  place(spot: string): void;
  text: HouseText;
  money(minor: string | bigint): string;
  className?: string;
}

/**
 * A spot of the live tables' own boards (xoc dia, money wheel, bull bull, teen patti): its name and pay, the
 * seat's chips as a stack, and everyone's total on it, small in a corner.
 */
export function LiveSpot({ spot, pays, face, amount, lit, disabled, place, text, money, className }: LiveSpotProps) {
  const { totals } = useLiveTable();
  const everyone = totals[spot] && totals[spot] !== '0' ? totals[spot] : null;
  const label = [
    text(`spot.${spot}`),
    text('live.pays', { pays }),
    amount ? text('live.yourChips', { amount: money(amount) }) : null,
    everyone ? text('live.tableTotal', { amount: money(everyone) }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <button
      type="button"
      className={`live-spot${className ? ` ${className}` : ''}${lit ? ' live-spot--hit' : ''}${amount ? ' live-spot--placed' : ''}`}
      disabled={disabled}
      aria-label={label}
      onClick={() => place(spot)}
    >
      {face ? (
        <span className="live-spot__face" aria-hidden="true">
          {face}
        </span>
      ) : null}
      <span className="live-spot__name" aria-hidden="true">
        {text(`spot.${spot}`)}
      </span>
      <span className="live-spot__pays" aria-hidden="true">
        {pays}
      </span>
      {everyone ? (
        <span className="live-spot__everyone" aria-hidden="true">
          Σ {shortMoney(money(everyone))}
        </span>
      ) : null}
      {amount ? (
        <span className="live-spot__stack" aria-hidden="true">
          {shortMoney(money(amount))}
        </span>
      ) : null}
    </button>
  );
}

/**
 * '0.96:1' out of the rules' '0.96:1 (0, 2 or 4 red)'; a spot whose pay depends on the hand ('on player A's hand:
 * pair 1:1, ... trail 40:1') as its range, '1:1 – 40:1'. The rules table says it whole.
 */
export function shortPays(pays: string): string {
  const first = /^\d+(\.\d+)?:\d+/.exec(pays)?.[0];
  if (first) return first;
  const all = [...pays.matchAll(/\d+(\.\d+)?:\d+/g)].map((match) => match[0]);
  return all.length > 1 ? `${all[0]} – ${all.at(-1)}` : (all[0] ?? pays);
}
