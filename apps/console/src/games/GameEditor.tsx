import type { GameSwitchRequest, OperatorGame } from '@portal/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useConsole } from '../console-context';
import { Failure, Field } from '../Field';
import { fill } from '../strings';
import { useAction } from '../use-action';

/**
 * A game's values on this site: listed or not, its place on the hot list (empty: not on it), its place in the lists.
 * A change of "listed" goes through the confirm step (`onSwitch`); the rest is saved at once (`onSave`).
 */
export function GameEditor({
  game,
  onSave,
  onSwitch,
  onClose,
}: {
  game: OperatorGame;
  onSave: (body: GameSwitchRequest) => Promise<void>;
  onSwitch: (body: GameSwitchRequest) => void;
  onClose: () => void;
}) {
  const { t, signOut } = useConsole();
  const e = t.gameVendors.editor;
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [enabled, setEnabled] = useState(game.enabled);
  const [hot, setHot] = useState(game.hot === null ? '' : String(game.hot));
  const [order, setOrder] = useState(String(game.sortOrder));
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  useEffect(() => heading.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { enabled, hot: hot.trim() === '' ? null : Number(hot), sortOrder: Number(order) };
    if (enabled !== game.enabled) onSwitch(body);
    else void run(() => onSave(body));
  };

  return (
    <form className="panel game-editor" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {fill(e.title, { name: game.name, vendor: game.vendorCode })}
      </h2>
      <div className="game-editor__fields">
        <label className="check">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {e.listed}
        </label>
        <Field
          label={e.hot}
          type="number"
          inputMode="numeric"
          min={0}
          max={9999}
          step={1}
          value={hot}
          onChange={(event) => setHot(event.target.value)}
        />
        <Field
          label={e.order}
          type="number"
          inputMode="numeric"
          min={0}
          max={99999}
          step={1}
          required
          value={order}
          onChange={(event) => setOrder(event.target.value)}
        />
      </div>
      <div className="game-editor__actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? t.working : e.save}
        </button>
        <button type="button" onClick={onClose} disabled={busy}>
          {e.close}
        </button>
      </div>
      <Failure message={failure} />
    </form>
  );
}
