import type { BoardProps } from '../../plugin';
import { Stack, spotLabel, useLit } from './shared';

/** The fan tan mat: a square with fan 1 to 4 on its sides (1 at the top, clockwise) and odd and even inside. */
export function FanTanBoard({ wagers, place, disabled, text, money }: BoardProps) {
  const lit = useLit();
  const spot = (id: string, pays: string, big: string, small: string) => (
    <button
      key={id}
      type="button"
      className={`fantan-spot fantan-spot--${id}${lit.has(id) ? ' fantan-spot--hit' : ''}${wagers[id] ? ' fantan-spot--placed' : ''}`}
      disabled={disabled}
      aria-label={spotLabel(text, id, pays, wagers[id], money)}
      onClick={() => place(id)}
    >
      <strong className="fantan-spot__big" aria-hidden="true">
        {big}
      </strong>
      <small className="fantan-spot__small" aria-hidden="true">
        {small}
      </small>
      <Stack amount={wagers[id]} money={money} />
    </button>
  );
  return (
    <div className="fantan-board">
      <div className="fantan-square">
        {[1, 2, 3, 4].map((n) => spot(`fan-${n}`, '2.85:1', String(n), `${text('fantan.fan')} · 2.85:1`))}
        {spot('odd', '0.95:1', text('fantan.odd'), '1 · 3 — 0.95:1')}
        {spot('even', '0.95:1', text('fantan.even'), '2 · 4 — 0.95:1')}
        <span className="fantan-square__seal" aria-hidden="true">
          {[0, 1, 2, 3].map((bean) => (
            <span key={bean} className="fantan-bean" />
          ))}
        </span>
      </div>
      <p className="fantan-note">{text('fantan.commission')}</p>
    </div>
  );
}
