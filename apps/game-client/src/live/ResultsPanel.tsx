import type { LiveResult } from '@portal/contracts';
import { beadPlate, bigRoad, hotAndCold, type RoadWinner } from '@portal/house-games';
import { type CSSProperties, useEffect, useRef } from 'react';
import { colourOf, pocketOf } from '../house/families/layouts/roulette-layout';
import { Die } from '../house/families/layouts/shared';
import type { HouseText } from '../house/plugin';
import { baccaratKinds } from './families';

interface ResultsPanelProps {
  kind: string;
  /** Newest first. */
  history: readonly LiveResult[];
  text: HouseText;
}

const ROWS = 6;
const BEADS = 72;
const STRIP = 30;
const cell = (column: number, row: number): CSSProperties => ({ gridColumn: column + 1, gridRow: row + 1 });

/** Keeps a scrolling road at its right end, where the newest results are. */
function useEndScroll(length: number) {
  const box = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolled again when a result is added
  useEffect(() => {
    if (box.current) box.current.scrollLeft = box.current.scrollWidth;
  }, [length]);
  return box;
}

/** Baccarat's big road (runs down a column, ties marked on the last cell) and bead plate (one cell a result). */
function BaccaratRoads({ history, text }: { history: readonly LiveResult[]; text: HouseText }) {
  const winners = history
    .map((result) => result.summary)
    .filter((summary): summary is RoadWinner | 'tie' => ['player', 'banker', 'tie'].includes(summary))
    .reverse();
  const road = bigRoad(winners, ROWS);
  const beads = beadPlate(winners.slice(-BEADS), ROWS);
  const bigBox = useEndScroll(road.cells.length);
  const beadBox = useEndScroll(beads.length);
  const name = (winner: string) => (winner === 'tie' ? text('spot.tie') : text(`spot.${winner}`));
  if (winners.length === 0) return <p className="live-empty">{text('live.noResults')}</p>;
  return (
    <>
      <h3 className="live-side__subtitle">{text('live.bigRoad')}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the road scrolls; a keyboard must be able to scroll it */}
      <section className="live-road" ref={bigBox} tabIndex={0} aria-label={text('live.bigRoad')}>
        <ol className="live-road__grid" style={{ '--live-road-cols': Math.max(road.columns, 12) } as CSSProperties}>
          {road.cells.map((entry, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: cells stay in the order the results came
              key={i}
              className={`live-road__ring live-road__ring--${entry.winner}`}
              style={cell(entry.column, entry.row)}
              aria-label={
                entry.ties ? `${name(entry.winner)}, ${text('live.ties', { n: entry.ties })}` : name(entry.winner)
              }
            >
              {entry.ties ? <span className="live-road__tie">{entry.ties > 1 ? entry.ties : ''}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      {road.leadingTies > 0 ? <p className="live-note">{text('live.leadingTies', { n: road.leadingTies })}</p> : null}
      <h3 className="live-side__subtitle">{text('live.beadPlate')}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the plate scrolls; a keyboard must be able to scroll it */}
      <section className="live-road" ref={beadBox} tabIndex={0} aria-label={text('live.beadPlate')}>
        <ol
          className="live-road__grid"
          style={{ '--live-road-cols': Math.max(Math.ceil(beads.length / ROWS), 12) } as CSSProperties}
        >
          {beads.map((bead, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: beads stay in the order the results came
              key={i}
              className={`live-road__bead live-road__bead--${bead.result}`}
              style={cell(bead.column, bead.row)}
              aria-label={name(bead.result)}
            >
              {text(`bac.road.${bead.result}`)}
            </li>
          ))}
        </ol>
      </section>
      <Tally
        counts={[
          ['player', winners.filter((w) => w === 'player').length],
          ['banker', winners.filter((w) => w === 'banker').length],
          ['tie', winners.filter((w) => w === 'tie').length],
        ]}
        text={text}
      />
    </>
  );
}

function Tally({ counts, text }: { counts: [string, number][]; text: HouseText }) {
  return (
    <p className="live-tally">
      {counts.map(([spot, n]) => (
        <span key={spot} className={`live-tally__item live-tally__item--${spot}`}>
          {text(`spot.${spot}`)} <strong>{n}</strong>
        </span>
      ))}
    </p>
  );
}

/** Roulette: the last twenty numbers in their colours, then the hot and cold numbers of the last hundred. */
function RouletteNumbers({ history, text }: { history: readonly LiveResult[]; text: HouseText }) {
  const numbers = history
    .map((result) => Number(result.summary))
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 36);
  if (numbers.length === 0) return <p className="live-empty">{text('live.noResults')}</p>;
  const { hot, cold } = hotAndCold(numbers.slice(0, 100), 37, 5);
  const chip = (n: number, extra?: string) => (
    <span className={`live-number live-number--${colourOf(pocketOf(String(n)))}`}>
      {n}
      {extra ? <small>{extra}</small> : null}
    </span>
  );
  return (
    <>
      <h3 className="live-side__subtitle">{text('live.lastNumbers', { n: Math.min(20, numbers.length) })}</h3>
      <ol className="live-numbers" aria-label={text('live.lastNumbers', { n: Math.min(20, numbers.length) })}>
        {numbers.slice(0, 20).map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: newest first, one per round
          <li key={i}>{chip(n)}</li>
        ))}
      </ol>
      <div className="live-hotcold">
        <div>
          <h3 className="live-side__subtitle live-hot">{text('live.hot', { n: Math.min(100, numbers.length) })}</h3>
          <ol className="live-numbers">
            {hot
              .filter((entry) => entry.count > 0)
              .map((entry) => (
                <li key={entry.value} aria-label={text('live.times', { value: entry.value, n: entry.count })}>
                  {chip(entry.value, `×${entry.count}`)}
                </li>
              ))}
          </ol>
        </div>
        <div>
          <h3 className="live-side__subtitle live-cold">{text('live.cold', { n: Math.min(100, numbers.length) })}</h3>
          <ol className="live-numbers">
            {cold.map((entry) => (
              <li key={entry.value} aria-label={text('live.times', { value: entry.value, n: entry.count })}>
                {chip(entry.value, `×${entry.count}`)}
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}

/** One past result as the strips draw it, by kind; its words for screen readers. */
export function ResultMark({ kind, summary, text }: { kind: string; summary: string; text: HouseText }) {
  switch (kind) {
    case 'sic-bo': {
      const dice = summary.split('-').map(Number);
      const total = dice.reduce((sum, die) => sum + die, 0);
      return (
        <span
          className="live-mark live-mark--dice"
          role="img"
          aria-label={text('live.said.dice', { dice: dice.join(', '), total })}
        >
          {dice.map((die, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the three dice keep their order
            <Die key={i} value={die} />
          ))}
          <small aria-hidden="true">{total}</small>
        </span>
      );
    }
    case 'xoc-dia': {
      const reds = Number.parseInt(summary, 10);
      return (
        <span className="live-mark live-mark--coins" role="img" aria-label={text('live.said.reds', { n: reds })}>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={`xoc-coin xoc-coin--small xoc-coin--${i < reds ? 'red' : 'white'}`} />
          ))}
        </span>
      );
    }
    case 'money-wheel':
      return (
        <span
          className={`live-mark wheel-chip wheel-chip--${summary}`}
          role="img"
          aria-label={text('live.said.value', { n: summary })}
        >
          {summary}
        </span>
      );
    case 'blackjack': {
      // The dealer's hand of the round: 'bj', 'bust' or its total.
      const named = summary === 'bj' || summary === 'bust';
      const hand =
        summary === 'bj' ? text('result.blackjack') : summary === 'bust' ? text('duels.dealerBust') : summary;
      return (
        <span
          className={`live-mark live-mark--dealer live-mark--dealer-${named ? summary : 'total'}`}
          role="img"
          aria-label={text('live.said.dealer', { hand })}
        >
          {named ? text(`short.${summary}`) : summary}
        </span>
      );
    }
    case 'casino-hold-em':
      return (
        <span
          className={`live-mark live-mark--hand live-mark--hand-${summary}`}
          role="img"
          aria-label={text('live.said.dealer', { hand: text(`hand.${summary}`) })}
        >
          {text(`hand.${summary}`)}
        </span>
      );
    case 'fan-tan':
      return (
        <span className="live-mark live-mark--fan" role="img" aria-label={text(`spot.fan-${summary}`)}>
          {summary}
        </span>
      );
    default:
      return (
        <span className={`live-mark live-dot--${summary}`} role="img" aria-label={text(`spot.${summary}`)}>
          {text(`short.${summary}`)}
        </span>
      );
  }
}

/** The last results of the other kinds as a strip, newest first. */
function Strip({ kind, history, text }: { kind: string; history: readonly LiveResult[]; text: HouseText }) {
  if (history.length === 0) return <p className="live-empty">{text('live.noResults')}</p>;
  return (
    <ol className="live-strip-results" aria-label={text('live.lastResults')}>
      {history.slice(0, STRIP).map((result) => (
        <li key={result.roundNumber}>
          <ResultMark kind={kind} summary={result.summary} text={text} />
        </li>
      ))}
    </ol>
  );
}

/** The table's past results, drawn as its game's players read them. */
export function ResultsPanel({ kind, history, text }: ResultsPanelProps) {
  return (
    <section className="live-side__panel" aria-labelledby="live-results-title">
      <h2 id="live-results-title" className="live-side__title">
        {text('live.results')}
      </h2>
      {baccaratKinds.has(kind) ? (
        <BaccaratRoads history={history} text={text} />
      ) : kind === 'roulette' ? (
        <RouletteNumbers history={history} text={text} />
      ) : (
        <Strip kind={kind} history={history} text={text} />
      )}
    </section>
  );
}
