import type { HouseText } from '../house/plugin';

interface LiveBarProps {
  chips: readonly string[];
  chip: bigint;
  setChip(chip: bigint): void;
  pending: bigint;
  placed: bigint;
  /** Bets are open and no bet is on its way. */
  open: boolean;
  busy: boolean;
  canRebet: boolean;
  canDouble: boolean;
  confirm(): void;
  clear(): void;
  rebet(): void;
  double(): void;
  text: HouseText;
  money(minor: string | bigint): string;
}

/**
 * The chips (one row that scrolls on a phone), what is pending and placed this round, and the four actions:
 * confirm the pending chips, clear them, re-bet the last round's bets, double. Closed outside the betting time.
 */
export function LiveBar(props: LiveBarProps) {
  const { chips, chip, setChip, pending, placed, open, busy, text, money } = props;
  return (
    <div className="live-bar">
      <div className="chips" role="radiogroup" aria-label={text('chips')}>
        {chips.map((option) => (
          <label key={option} className={`chips__chip${BigInt(option) === chip ? ' chips__chip--on' : ''}`}>
            <input
              type="radio"
              name="live-chip"
              value={option}
              checked={BigInt(option) === chip}
              onChange={() => setChip(BigInt(option))}
              aria-label={text('chip', { amount: money(option) })}
            />
            {money(option)}
          </label>
        ))}
      </div>
      <p className="live-bar__sums">
        <span>
          {text('live.pending')} <strong>{money(pending)}</strong>
        </span>
        <span>
          {text('live.placed')} <strong>{money(placed)}</strong>
        </span>
      </p>
      <div className="live-bar__actions">
        <button
          type="button"
          className="chip live-button"
          disabled={!open || busy || pending === 0n}
          onClick={props.clear}
        >
          {text('clear')}
        </button>
        <button
          type="button"
          className="chip live-button"
          disabled={!open || busy || !props.canRebet}
          onClick={props.rebet}
        >
          {text('live.rebet')}
        </button>
        <button
          type="button"
          className="chip live-button"
          disabled={!open || busy || !props.canDouble}
          onClick={props.double}
        >
          {text('live.double')}
        </button>
        <button
          type="button"
          className="spin-button live-confirm"
          disabled={!open || busy || pending === 0n}
          onClick={props.confirm}
          aria-keyshortcuts="Space"
        >
          {busy
            ? text('live.sending')
            : pending > 0n
              ? text('live.confirm', { amount: money(pending) })
              : text('live.confirmNone')}
        </button>
      </div>
    </div>
  );
}
