import type { LotterySchedule } from '@portal/contracts';
import { useConsole } from '../console-context';
import { Field, SelectField } from '../Field';
import { fill } from '../strings';

/** A schedule as the form edits it: both kinds' values kept, so switching the kind back loses nothing. */
export interface ScheduleDraft {
  type: LotterySchedule['type'];
  seconds: string;
  from: string;
  to: string;
  at: string;
  days: number[];
}

export function draftOf(schedule: LotterySchedule): ScheduleDraft {
  const empty = { seconds: '60', from: '00:00', to: '24:00', at: '20:00', days: [0, 1, 2, 3, 4, 5, 6] };
  return schedule.type === 'interval'
    ? { ...empty, ...schedule, seconds: String(schedule.seconds) }
    : { ...empty, ...schedule, days: [...schedule.days] };
}

/** The schedule the API takes (times as HH:MM in the site's time zone; 24:00 is the end of the day). */
export function scheduleOf(draft: ScheduleDraft): LotterySchedule {
  if (draft.type === 'daily') return { type: 'daily', at: draft.at, days: [...draft.days].sort() };
  return { type: 'interval', seconds: Number(draft.seconds), from: draft.from, to: draft.to };
}

const types = ['interval', 'daily'] as const;

/** A lottery game's schedule in the site's time zone: every N seconds between two times, or a time on weekdays. */
export function ScheduleFields({
  draft,
  onChange,
  timeZone,
  disabled,
}: {
  draft: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  timeZone: string;
  disabled: boolean;
}) {
  const { t } = useConsole();
  const s = t.lotterySettings;
  const set = (change: Partial<ScheduleDraft>) => onChange({ ...draft, ...change });
  const toggleDay = (day: number, on: boolean) =>
    set({ days: on ? [...draft.days, day] : draft.days.filter((chosen) => chosen !== day) });

  return (
    <fieldset className="settings-group" disabled={disabled}>
      <legend>{fill(s.scheduleTitle, { zone: timeZone })}</legend>
      <SelectField
        label={s.type}
        value={draft.type}
        options={types}
        nameOf={(type) => s.types[type]}
        onChange={(type) => set({ type })}
      />
      {draft.type === 'interval' ? (
        <div className="settings-row">
          <Field
            label={s.every}
            type="number"
            inputMode="numeric"
            min={30}
            max={86400}
            step={1}
            required
            value={draft.seconds}
            onChange={(event) => set({ seconds: event.target.value })}
          />
          <Field
            label={s.from}
            pattern="([01][0-9]|2[0-4]):[0-5][0-9]"
            placeholder="00:00"
            required
            value={draft.from}
            onChange={(event) => set({ from: event.target.value })}
          />
          <Field
            label={s.to}
            pattern="([01][0-9]|2[0-4]):[0-5][0-9]"
            placeholder="24:00"
            required
            value={draft.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
      ) : (
        <>
          <Field
            label={s.at}
            pattern="([01][0-9]|2[0-3]):[0-5][0-9]"
            placeholder="20:00"
            required
            value={draft.at}
            onChange={(event) => set({ at: event.target.value })}
          />
          <fieldset className="settings-days">
            <legend>{s.days}</legend>
            {s.weekdays.map((name, day) => (
              <label key={name} className="check">
                <input
                  type="checkbox"
                  checked={draft.days.includes(day)}
                  onChange={(event) => toggleDay(day, event.target.checked)}
                />
                {name}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </fieldset>
  );
}
