import type { FanTanView as FanTanRound } from '@portal/house-games';
import type { ViewProps } from '../../plugin';
import { useDone, useLight, useTicks, viewOf, WagerResults } from './shared';

const STEP_MS = 380;

/** How many fours the heap held: drawn from the round's id so a round always shows the same heap (4 to 7). */
const foursOf = (id: string) => 4 + ([...id].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 4);

function Bean({ className = '' }: { className?: string }) {
  return <span className={`fantan-bean ${className}`} />;
}

/**
 * The cup lifted off the heap of beans, laid out in fours; the croupier counts the fours away one by one and the
 * beans left (1 to 4) are lit with the fan they make.
 */
export function FanTanView({ round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const last = viewOf<FanTanRound>(round, 'remainder');
  const id = last ? round!.roundId : null;
  const fours = id ? foursOf(id) : 0;
  const done = useDone(id, STEP_MS * (fours + 1) + 300, reducedMotion, revealed);
  const tick = useTicks(id, !done, STEP_MS);
  const counted = done ? fours : Math.max(0, tick - 1);
  const shown = last && done && !busy ? last : null;
  const parity = shown ? (shown.remainder % 2 === 1 ? 'odd' : 'even') : null;
  useLight(shown ? [`fan-${shown.remainder}`, parity!] : null, busy);

  const label = shown
    ? text('fantan.aria', { beans: fours * 4 + shown.remainder, n: shown.remainder, parity: text(`fantan.${parity}`) })
    : text(busy || last ? 'fantan.counting' : 'fantan.idle');
  return (
    <div className="fantan-view">
      <div className="fantan-mat" role="img" aria-label={label}>
        {!last || busy ? (
          <div className={`fantan-cup${busy && !reducedMotion ? ' fantan-cup--shaking' : ''}`}>
            <span className="fantan-cup__dome" />
            <span className="fantan-cup__heap">
              {Array.from({ length: 9 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: beans of the heap are all alike
                <Bean key={i} />
              ))}
            </span>
          </div>
        ) : (
          <div className="fantan-groups">
            {Array.from({ length: fours }, (_, group) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the fours are counted in order
                key={group}
                className={`fantan-group${group < counted ? ' fantan-group--counted' : ''}`}
              >
                {[0, 1, 2, 3].map((bean) => (
                  <Bean key={bean} />
                ))}
              </span>
            ))}
            <span className={`fantan-group fantan-group--left${shown ? ' fantan-group--lit' : ''}`}>
              {Array.from({ length: last.remainder }, (_, bean) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: beans left are all alike
                <Bean key={bean} />
              ))}
            </span>
          </div>
        )}
      </div>
      <ol className="fantan-track" aria-hidden="true">
        {[1, 2, 3, 4].map((n) => (
          <li key={n} className={`fantan-track__n${shown?.remainder === n ? ' fantan-track__n--on' : ''}`}>
            {n}
          </li>
        ))}
      </ol>
      {shown ? (
        <p className="fantan-outcome">
          {text('fantan.remainder', { n: shown.remainder })} · <strong>{text(`fantan.${parity}`)}</strong>
        </p>
      ) : (
        <p className="fantan-caption">
          {last && !busy && counted > 0
            ? text('fantan.counted', { n: counted * 4 })
            : text(busy || last ? 'fantan.counting' : 'fantan.idle')}
        </p>
      )}
      {shown && <WagerResults wagers={shown.wagers} text={text} money={money} />}
    </div>
  );
}
