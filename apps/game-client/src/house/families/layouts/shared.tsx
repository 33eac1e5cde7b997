import type { HouseRound } from '@portal/contracts';
import type { SettledWager } from '@portal/house-games';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { HouseText } from '../../plugin';

/**
 * What the table layouts share: the lit spots of the last result (the view lights them once its animation ends,
 * the board shows them), the animation clock, dice faces, chip stacks and the list of settled wagers.
 */

let lit: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Lights the spots the last result won (the board glows them), or none while a new round is on its way. */
export function light(spots: readonly string[]): void {
  const next = new Set(spots);
  if (next.size === lit.size && spots.every((spot) => lit.has(spot))) return;
  lit = next;
  for (const listener of listeners) listener();
}

export const useLit = (): ReadonlySet<string> => useSyncExternalStore(subscribe, () => lit);

/** Lights the winning spots once the view has shown the result; clears them while a round is being dealt. */
export function useLight(spots: readonly string[] | null, busy: boolean): void {
  const key = spots?.join(' ') ?? '';
  useEffect(() => {
    light(busy || key === '' ? [] : key.split(' '));
  }, [key, busy]);
  useEffect(() => () => light([]), []);
}

/** The round's view when it carries the key this game's view has. */
export function viewOf<View>(round: HouseRound | null, key: string): View | null {
  const view = round?.view as Record<string, unknown> | undefined;
  return view && key in view ? (view as View) : null;
}

/** Whether the round's animation (`duration` ms from when its id appears) is over; at once under reduced motion. */
export function useDone(
  id: string | null,
  duration: number,
  reducedMotion: boolean,
  revealed: () => void = () => {},
): boolean {
  const [doneId, setDoneId] = useState<string | null>(null);
  useEffect(() => {
    if (id === null || reducedMotion) return;
    const timer = window.setTimeout(() => setDoneId(id), duration);
    return () => window.clearTimeout(timer);
  }, [id, duration, reducedMotion]);
  const done = id === null || reducedMotion || doneId === id;
  // The shell holds its result line until the wheel, dice or beans have landed (layoutsFamily.holdsResult).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per round, when it lands
  useEffect(() => {
    if (id !== null && done) revealed();
  }, [id, done]);
  return done;
}

/** Ticks every `every` ms while `running`, counted from 0 again for each round (`key`). */
export function useTicks(key: string | null, running: boolean, every: number): number {
  const [tick, setTick] = useState({ key, n: 0 });
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(
      () => setTick((value) => ({ key, n: value.key === key ? value.n + 1 : 1 })),
      every,
    );
    return () => window.clearInterval(timer);
  }, [key, running, every]);
  return tick.key === key ? tick.n : 0;
}

/** Money without its '.00' ('$5', '$2.50'), for chips on small spots. */
export const shortMoney = (text: string): string => text.replace(/([.,])00(?=\D*$)/, '');

const PIPS: Record<number, [number, number][]> = {
  1: [[2, 2]],
  2: [
    [1, 1],
    [3, 3],
  ],
  3: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  4: [
    [1, 1],
    [3, 1],
    [1, 3],
    [3, 3],
  ],
  5: [
    [1, 1],
    [3, 1],
    [2, 2],
    [1, 3],
    [3, 3],
  ],
  6: [
    [1, 1],
    [3, 1],
    [1, 2],
    [3, 2],
    [1, 3],
    [3, 3],
  ],
};

/** A die's face with its pips (decorative: the spot or the view says its value in words). */
export function Die({ value, className = '' }: { value: number; className?: string }) {
  return (
    <svg className={`layouts-die ${className}`} viewBox="0 0 40 40" aria-hidden="true">
      <rect x="1.5" y="1.5" width="37" height="37" rx="8" className="layouts-die__body" />
      {(PIPS[value] ?? []).map(([x, y]) => (
        <circle key={`${x}${y}`} cx={x * 10} cy={y * 10} r="3.6" className="layouts-die__pip" />
      ))}
    </svg>
  );
}

/** The chips placed on a spot. */
export function Stack({ amount, money }: { amount: bigint | undefined; money(minor: bigint): string }) {
  if (!amount) return null;
  return (
    <span className="layouts-stack" aria-hidden="true">
      {shortMoney(money(amount))}
    </span>
  );
}

/** A spot's accessible name: its name, what it pays and the chips on it. */
export function spotLabel(
  text: HouseText,
  spot: string,
  pays: string,
  amount: bigint | undefined,
  money: (m: bigint) => string,
) {
  const bet = amount ? `, ${text('lay.bet', { amount: money(amount) })}` : '';
  return `${text(`spot.${spot}`)}, ${text('lay.pays', { pays })}${bet}`;
}

/** Each settled wager: its spot, stake and what it returned (won, pushed or lost). */
export function WagerResults({
  wagers,
  text,
  money,
}: {
  wagers: readonly SettledWager[];
  text: HouseText;
  money(minor: string | bigint): string;
}) {
  if (wagers.length === 0) return null;
  return (
    <ul className="layouts-results" aria-label={text('lay.results')}>
      {wagers.map((wager, index) => {
        const paid = BigInt(wager.paid);
        const amount = BigInt(wager.amount);
        const tone = paid > amount ? 'won' : paid === amount ? 'push' : 'lost';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a spot may carry several wagers, kept in order
          <li key={index} className={`layouts-result layouts-result--${tone}`}>
            <span className="layouts-result__spot">{text(`spot.${wager.spot}`)}</span>
            <span className="layouts-result__stake">{money(amount)}</span>
            <strong className="layouts-result__paid">
              {tone === 'won'
                ? text('lay.win', { amount: money(paid) })
                : tone === 'push'
                  ? text('lay.push')
                  : text('lay.lost')}
            </strong>
          </li>
        );
      })}
    </ul>
  );
}
