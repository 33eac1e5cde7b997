import type { BookEvent } from '@portal/contracts';
import { useBook } from '../book-context';
import { racePositions } from './timeline';

/**
 * The race: a lane for every runner, its marker (its card number) moving from the start to the line; at the
 * finish each marker shows the runner's place. Before the result is known the field moves together.
 */
export function RacePlay({ event, order, progress }: { event: BookEvent; order: string[] | null; progress: number }) {
  const { text } = useBook();
  const runners = event.competitors;
  // Before the result the field runs as a pack, each runner swaying a little about its middle.
  const positions = order
    ? racePositions(order, progress, event.id)
    : new Map(
        runners.map((runner, index) => [runner.code, progress * (0.88 + 0.03 * Math.sin(progress * 12 + index))]),
      );
  const placeOf = (code: string) => (order && progress >= 1 ? order.indexOf(code) + 1 : null);
  // The marker is 24 px wide: at the line its right edge, not its left, touches the finish.
  const leftOf = (code: string) => {
    const share = positions.get(code) ?? 0;
    return `calc(${share * 100}% - ${share * 24}px)`;
  };
  return (
    <div className="book-play book-track">
      {runners.map((runner, index) => {
        const place = placeOf(runner.code);
        return (
          <div key={runner.code} className="book-track__lane">
            <span className="book-track__name">
              {index + 1} · {runner.name}
            </span>
            <span className="book-track__rail">
              <span
                className={`book-track__runner${place === 1 ? ' book-track__runner--first' : ''}`}
                style={{ left: leftOf(runner.code) }}
              >
                {place ?? index + 1}
              </span>
            </span>
          </div>
        );
      })}
      <span className="book-track__finish">{text('play.finish')}</span>
    </div>
  );
}
