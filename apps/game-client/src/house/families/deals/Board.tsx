import type { CSSProperties } from 'react';
import type { BoardProps } from '../../plugin';

/** Each game's table, row by row: the big boxes first, the side bets under them. */
const LAYOUTS: Record<string, string[][]> = {
  baccarat: [
    ['player', 'tie', 'banker'],
    ['player-pair', 'banker-pair'],
  ],
  'dragon-tiger': [['dragon', 'tie', 'tiger'], ['suited-tie']],
  'andar-bahar': [['andar', 'bahar']],
  'pai-gow': [['hand']],
};

/** '1:1' out of the rules' '1:1, push on a tie'; the commission spelled out for pai gow's hand. */
function paysOf(game: string, pays: string, text: BoardProps['text']): string {
  if (game === 'pai-gow') return text('lessCommission');
  return /^\d+(\.\d+)?:\d+/.exec(pays)?.[0] ?? pays;
}

/**
 * The felt of the card tables: a box per bet, coloured as on the casino layouts (player blue, banker red, tie
 * green; dragon red, tiger amber), the chips placed shown on it. Every click adds the selected chip.
 */
export function Board({ info, wagers, place, disabled, text, money }: BoardProps) {
  const known = new Map(info.spots.map((spot) => [spot.spot, spot.pays]));
  const rows = (LAYOUTS[info.game] ?? [info.spots.map((spot) => spot.spot)])
    .map((row) => row.filter((spot) => known.has(spot)))
    .filter((row) => row.length > 0);
  return (
    <div className={`deals-board deals-board--${info.game}`}>
      {rows.map((row) => (
        <div
          key={row.join()}
          className={`deals-board__row${row.length === 1 ? ' deals-board__row--single' : ''}`}
          style={{ '--deals-cols': row.length } as CSSProperties}
        >
          {row.map((spot) => {
            const placed = wagers[spot];
            return (
              <button
                key={spot}
                type="button"
                className={`spot deals-spot deals-spot--${spot}${placed ? ' spot--placed' : ''}`}
                disabled={disabled}
                onClick={() => place(spot)}
                aria-label={`${text(`spot.${spot}`)}, ${paysOf(info.game, known.get(spot) ?? '', text)}${placed ? `, ${money(placed)}` : ''}`}
              >
                <span className="spot__name">{text(`spot.${spot}`)}</span>
                <span className="spot__pays">{paysOf(info.game, known.get(spot) ?? '', text)}</span>
                {placed ? <span className="spot__amount deals-spot__chip">{money(placed)}</span> : null}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
