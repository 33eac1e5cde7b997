import { useId, useState } from 'react';
import type { BoardProps } from '../../plugin';
import { choose, hundredths, useChoice, useOnly } from './shared';

const LOWEST = 101;
const HIGHEST = 100_000_000;
const PRESETS = [150, 200, 500, 1000, 10000];

/** Limbo's spot is 'target-<hundredths>', crash's, jet's and balloon's 'cashout-<hundredths>'. */
export const prefixOf = (game: string) => (game === 'limbo' ? 'target-' : 'cashout-');
export const defaultSpotOf = (game: string) => `${prefixOf(game)}200`;
export const targetOf = (spot: string) => Number(/-(\d+)$/.exec(spot)?.[1] ?? 200);

/** 1.01 → 101; null when it is not a target between 1.01x and 1,000,000x. */
function parseTarget(draft: string): number | null {
  const value = Math.round(Number(draft.replace(',', '.').replace(/x$/i, '')) * 100);
  return Number.isFinite(value) && value >= LOWEST && value <= HIGHEST ? value : null;
}

/** The target multiplier (limbo) or automatic cash-out (crash, jet, balloon), its win chance and its payout. */
export function MultiplierBoard({ info, chip, wagers, only, disabled, text, money }: BoardProps) {
  const id = useId();
  const game = info.game;
  const spot = useChoice(game, defaultSpotOf(game));
  useOnly(spot, chip, wagers, only);
  const target = targetOf(spot);
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && parseTarget(draft) === null;
  const set = (next: number) => choose(game, `${prefixOf(game)}${next}`);
  const placed = wagers[spot];
  const label = game === 'limbo' ? 'limbo.target' : 'mult.cashout';
  return (
    <div className="arcade-board">
      <div className="arcade-target">
        <label htmlFor={`${id}-target`} className="arcade-label">
          {text(label)}
        </label>
        <div className="arcade-target__field">
          <input
            id={`${id}-target`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={draft ?? hundredths(target)}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={`${id}-range`}
            onChange={(event) => {
              setDraft(event.target.value);
              const next = parseTarget(event.target.value);
              if (next !== null) set(next);
            }}
            onBlur={() => setDraft(null)}
          />
          <span className="arcade-target__unit" aria-hidden="true">
            x
          </span>
        </div>
        <span id={`${id}-range`} className={`arcade-hint${invalid ? ' arcade-hint--error' : ''}`}>
          {text('mult.range')}
        </span>
      </div>
      <fieldset className="arcade-presets">
        <legend className="arcade-hidden">{text('mult.presets')}</legend>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={`arcade-preset${preset === target ? ' arcade-preset--on' : ''}`}
            aria-pressed={preset === target}
            disabled={disabled}
            onClick={() => {
              setDraft(null);
              set(preset);
            }}
          >
            {preset / 100}x
          </button>
        ))}
      </fieldset>
      <dl className="arcade-stats">
        <div>
          <dt>{text('arcade.chance')}</dt>
          <dd>{(Math.floor(990_000 / target) / 100).toFixed(2)} %</dd>
        </div>
        <div>
          <dt>{text('arcade.payout')}</dt>
          <dd>{money(((placed ?? chip) * BigInt(target)) / 100n)}</dd>
        </div>
      </dl>
      {placed ? <p className="arcade-placed">{text('arcade.bet', { amount: money(placed) })}</p> : null}
    </div>
  );
}
