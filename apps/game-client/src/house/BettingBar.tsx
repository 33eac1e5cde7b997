import type { HouseRound } from '@portal/contracts';
import type { HouseText } from './plugin';

interface BettingBarProps {
  options: readonly string[];
  chip: bigint;
  setChip(chip: bigint): void;
  staked: bigint;
  /** Nothing placed, and a last round's wagers to place again. */
  repeat: boolean;
  busy: boolean;
  clear(): void;
  deal(): void;
  text: HouseText;
  money(minor: string | bigint): string;
}

/** The chips (one row that scrolls on a phone), the stake placed, clearing it, and the deal. */
export function BettingBar({
  options,
  chip,
  setChip,
  staked,
  repeat,
  busy,
  clear,
  deal,
  text,
  money,
}: BettingBarProps) {
  return (
    <div className="house__bar">
      <div className="chips" role="radiogroup" aria-label={text('chips')}>
        {options.map((option) => (
          <label key={option} className={`chips__chip${BigInt(option) === chip ? ' chips__chip--on' : ''}`}>
            <input
              type="radio"
              name="chip"
              value={option}
              checked={BigInt(option) === chip}
              onChange={() => setChip(BigInt(option))}
              aria-label={text('chip', { amount: money(option) })}
            />
            {money(option)}
          </label>
        ))}
      </div>
      <span className="house__stake">
        {text('stake')} <strong>{money(staked)}</strong>
      </span>
      <button type="button" className="chip" disabled={busy || staked === 0n} onClick={clear}>
        {text('clear')}
      </button>
      <button type="button" className="spin-button" disabled={busy} onClick={deal}>
        {repeat ? text('repeat') : text('deal')}
      </button>
    </div>
  );
}

/** A settled round in words: a win above the stake, a part of it paid back, or nothing. */
export function resultLine(round: HouseRound, text: HouseText, money: (minor: string) => string): string {
  const win = BigInt(round.win ?? '0');
  if (win === 0n) return text('lost');
  const amount = money(round.win ?? '0');
  return win > BigInt(round.stake) ? text('won', { amount }) : text('paidBack', { amount });
}
