import { type LotteryGameSettings, minorToDecimal, parseAmount } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { Field } from '../Field';
import { FormFooter } from '../FormFooter';
import { money } from '../money';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { lotterySettingsApi, lotterySettingsKey } from './lottery-settings-api';
import { draftOf, ScheduleFields, scheduleOf } from './ScheduleFields';

const amountKeys = ['minStakePerLine', 'maxStakePerLine', 'maxPayoutPerLine', 'maxPayoutPerIssue'] as const;
type AmountKey = (typeof amountKeys)[number];

/** The decimals of a currency known by its code (Intl's), as the console's money() reads it. */
const decimalsOf = (code: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;

class BadAmount extends Error {}

/**
 * One lottery game's settings: on or off, its schedule, sales close, stake and payout limits (typed in the site's
 * currency, sent as minor units) and prize groups. Roles that cannot change them see the values, disabled.
 */
export function SettingsForm({ game }: { game: LotteryGameSettings }) {
  const { t, signOut } = useConsole();
  const s = t.lotterySettings;
  const may = useMay('games', 'POST');
  const queries = useQueryClient();
  const decimals = decimalsOf(game.currency);
  const [enabled, setEnabled] = useState(game.enabled);
  const [schedule, setSchedule] = useState(() => draftOf(game.schedule));
  const [closeBefore, setCloseBefore] = useState(String(game.closeBeforeSeconds));
  const [amounts, setAmounts] = useState(
    () =>
      Object.fromEntries(amountKeys.map((key) => [key, minorToDecimal(game[key], decimals)])) as Record<
        AmountKey,
        string
      >,
  );
  const [groups, setGroups] = useState({ min: String(game.minGroup), max: String(game.maxGroup) });
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const minorOf = (key: AmountKey) => {
    const parsed = parseAmount(amounts[key], decimals);
    if (!parsed.ok) throw new BadAmount();
    return String(parsed.minor);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    let limits: Record<AmountKey, string>;
    try {
      limits = Object.fromEntries(amountKeys.map((key) => [key, minorOf(key)])) as Record<AmountKey, string>;
    } catch {
      setFailure(s.badAmount);
      return;
    }
    void run(
      async () => {
        const body = {
          enabled,
          schedule: scheduleOf(schedule),
          closeBeforeSeconds: Number(closeBefore),
          ...limits,
          minGroup: Number(groups.min),
          maxGroup: Number(groups.max),
        };
        const answer = await lotterySettingsApi.save(game.gameCode, body);
        setSaved(fill(s.saved, { game: answer.name }));
        await queries.invalidateQueries({ queryKey: lotterySettingsKey });
      },
      // A schedule that would number today's next draws as issues already listed: say which, and what to do.
      async (refusal) => {
        if (refusal.params.field === 'schedule' && refusal.params.issue)
          setFailure(fill(s.numbersTaken, { issue: refusal.params.issue }));
      },
    );
  };
  const amountField = (key: AmountKey, label: string) => (
    <Field
      key={key}
      label={label}
      inputMode="decimal"
      required
      value={amounts[key]}
      onChange={(event) => setAmounts({ ...amounts, [key]: event.target.value })}
    />
  );
  const groupField = (key: 'min' | 'max', label: string) => (
    <Field
      label={label}
      type="number"
      inputMode="numeric"
      min={1000}
      max={2000}
      step={1}
      required
      value={groups[key]}
      onChange={(event) => setGroups({ ...groups, [key]: event.target.value })}
    />
  );
  const rtp = (Number(groups.max) / 20).toFixed(1);

  return (
    <form className="panel settings-form" aria-label={game.name} onSubmit={submit}>
      {!may && <p className="muted">{s.readOnly}</p>}
      <p className="muted">
        {game.listedUntil
          ? fill(s.noteListed, {
              time: new Date(game.listedUntil).toLocaleString(document.documentElement.lang || 'en'),
            })
          : s.noteNoneListed}
      </p>
      <fieldset className="settings-group" disabled={!may}>
        <label className="check">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {s.enabled}
        </label>
        <div className="settings-row">
          <Field
            label={s.closeBefore}
            type="number"
            inputMode="numeric"
            min={0}
            max={86400}
            step={1}
            required
            value={closeBefore}
            onChange={(event) => setCloseBefore(event.target.value)}
          />
        </div>
      </fieldset>
      <ScheduleFields draft={schedule} onChange={setSchedule} timeZone={game.timeZone} disabled={!may} />
      <fieldset className="settings-group" disabled={!may}>
        <legend>{fill(s.limitsTitle, { currency: game.currency })}</legend>
        <div className="settings-row">
          {amountField('minStakePerLine', s.minStake)}
          {amountField('maxStakePerLine', s.maxStake)}
          {amountField('maxPayoutPerLine', s.maxPayoutLine)}
          {amountField('maxPayoutPerIssue', s.maxPayoutIssue)}
        </div>
        <p className="muted">{fill(s.unitPrice, { price: money(game.unitPrice, game.currency) })}</p>
      </fieldset>
      <fieldset className="settings-group" disabled={!may}>
        <legend>{s.groupsTitle}</legend>
        <div className="settings-row">
          {groupField('min', s.minGroup)}
          {groupField('max', s.maxGroup)}
        </div>
        <p className="muted">{fill(s.rtp, { percent: rtp })}</p>
      </fieldset>
      {may && <FormFooter busy={busy} submit={s.save} failure={failure} note={saved} />}
    </form>
  );
}
