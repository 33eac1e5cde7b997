import { ladderMultiple, minesMultiple } from '@portal/house-games';
import { useEffect, useRef } from 'react';
import type { BoardProps } from '../../plugin';
import { LADDERS, setChoice, TILES, times, useChoice } from './math';

/**
 * Keeps the table's one wager on `spot` at the selected chip: when the board mounts, when the choice or the chip
 * changes, and when the shell empties the wagers (a deal, "clear").
 */
function useOnlyWager(spot: string, { wagers, chip, only }: BoardProps) {
  const onlyNow = useRef(only);
  onlyNow.current = only;
  const current = wagers[spot];
  const alone = Object.keys(wagers).length === 1;
  useEffect(() => {
    if (current !== chip || !alone) onlyNow.current(spot, chip);
  }, [spot, chip, current, alone]);
}

const QUICK_MINES = [1, 3, 5, 10, 24];

function MinesBoard(props: BoardProps) {
  const { disabled, text, money, wagers } = props;
  const count = Number(useChoice('mines', '3'));
  const spot = `mines-${count}`;
  useOnlyWager(spot, props);
  const choose = (value: number) => setChoice('mines', String(value));
  return (
    <div className="picks-board">
      <label className="picks-field">
        <span className="picks-field__label">{text('mines.count')}</span>
        <select value={count} disabled={disabled} onChange={(event) => choose(Number(event.target.value))}>
          {Array.from({ length: TILES - 1 }, (_, i) => i + 1).map((m) => (
            <option key={m} value={m}>
              {text(`spot.mines-${m}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="picks-quick">
        {QUICK_MINES.map((m) => (
          <button
            key={m}
            type="button"
            className={`picks-quick__button${m === count ? ' picks-quick__button--on' : ''}`}
            aria-pressed={m === count}
            aria-label={text(`spot.mines-${m}`)}
            disabled={disabled}
            onClick={() => choose(m)}
          >
            {m}
          </button>
        ))}
      </div>
      <p className="picks-board__facts">
        <span>{text('mines.firstGem', { m: times(minesMultiple(count, 1)) })}</span>
        <span>{text('mines.allGems', { m: times(minesMultiple(count, TILES - count)) })}</span>
        {wagers[spot] ? <span className="spot__amount">{money(wagers[spot])}</span> : null}
      </p>
    </div>
  );
}

function LadderBoard(props: BoardProps) {
  const { info, disabled, text, money, wagers } = props;
  const game = info.game;
  const ladder = LADDERS[game]!;
  const level = useChoice(game, ladder.fallback);
  const spot = `${game}-${level}`;
  useOnlyWager(spot, props);
  return (
    <fieldset className="picks-levels">
      <legend className="picks-field__label">{text(`${game}.level`)}</legend>
      {Object.entries(ladder.levels).map(([name, shape]) => {
        const on = name === level;
        const amount = wagers[`${game}-${name}`];
        return (
          <label key={name} className={`spot picks-level${on ? ' spot--placed picks-level--on' : ''}`}>
            <input
              type="radio"
              name={`${game}-level`}
              value={name}
              checked={on}
              disabled={disabled}
              onChange={() => setChoice(game, name)}
            />
            <span className="spot__name">{text(`level.${name}`)}</span>
            <span className="spot__pays">
              {text(`${game}.shape`, { safe: shape.tiles - shape.traps, tiles: shape.tiles })}
            </span>
            <span className="picks-level__top">{times(ladderMultiple(shape, ladder.floors))}</span>
            {on && amount ? <span className="spot__amount">{money(amount)}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
}

function HiLoBoard(props: BoardProps) {
  const { text, money, wagers } = props;
  useOnlyWager('hi-lo', props);
  return (
    <div className="picks-board picks-board--hilo">
      <p className="picks-board__about">{text('hilo.board')}</p>
      <span className="spot spot--placed picks-hilo-spot">
        <span className="spot__name">{text('spot.hi-lo')}</span>
        {wagers['hi-lo'] ? <span className="spot__amount">{money(wagers['hi-lo'])}</span> : null}
      </span>
    </div>
  );
}

export function Board(props: BoardProps) {
  if (props.info.game === 'mines') return <MinesBoard {...props} />;
  if (LADDERS[props.info.game]) return <LadderBoard {...props} />;
  return <HiLoBoard {...props} />;
}
