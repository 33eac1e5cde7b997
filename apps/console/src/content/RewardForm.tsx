import type { OperatorReward } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console-context';
import { Field } from '../Field';
import { FormFooter } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { apiSchedule, ScheduleFields, scheduleOf } from './ContentForm';
import { EngageForm } from './EngageForm';
import { rewardsApi, rewardsKey } from './rewards-api';
import { TranslatedFields, writtenTexts } from './TranslatedFields';
import { textIn } from './texts';

/**
 * A points-mall reward (issue 25 "Content"): names and units per language, points, order, schedule (the mall offers
 * it from its start to its end) and the first stock of a new one, with the card members see in the mall. An offered
 * reward's stock grows by a restock beside it.
 */
export function RewardForm({ reward, onDone }: { reward: OperatorReward | null; onDone: () => void }) {
  const { t, self } = useConsole();
  const m = t.rewards.mall;
  const [names, setNames] = useState<Record<string, string>>(reward?.names ?? {});
  const [units, setUnits] = useState<Record<string, string>>(reward?.units ?? {});
  const [unit, setUnit] = useState(reward?.unit ?? 'pcs');
  const [points, setPoints] = useState(String(reward?.requiredPoints ?? ''));
  const [stock, setStock] = useState(String(reward?.stock ?? ''));
  const [order, setOrder] = useState(String(reward?.sortOrder ?? 0));
  const [schedule, setSchedule] = useState(scheduleOf(reward));
  const language = self.site.languages[0] ?? 'EN';
  const fields = () => ({
    names: writtenTexts(names),
    units: writtenTexts(units),
    unit: unit.trim(),
    requiredPoints: Number(points),
    sortOrder: Number(order),
    ...apiSchedule(schedule),
  });

  return (
    <div>
      <EngageForm
        titleId="reward-form-title"
        title={reward ? fill(m.editTitle, { id: reward.id }) : m.addTitle}
        editing
        onDone={onDone}
        list={rewardsKey}
        save={() =>
          reward
            ? rewardsApi.saveReward(reward.id, fields())
            : rewardsApi.createReward({ ...fields(), stock: Number(stock) })
        }
      >
        <TranslatedFields label={m.nameIn} values={names} onChange={setNames} />
        <TranslatedFields label={m.unitIn} values={units} onChange={setUnits} />
        <Field label={m.unit} value={unit} required maxLength={16} onChange={(event) => setUnit(event.target.value)} />
        <Field
          label={m.points}
          type="number"
          min={1}
          required
          value={points}
          onChange={(event) => setPoints(event.target.value)}
        />
        {!reward && (
          <Field
            label={m.stock}
            type="number"
            min={0}
            required
            value={stock}
            onChange={(event) => setStock(event.target.value)}
          />
        )}
        <Field
          label={m.order}
          type="number"
          min={0}
          max={9999}
          required
          value={order}
          onChange={(event) => setOrder(event.target.value)}
        />
        <ScheduleFields schedule={schedule} onChange={setSchedule} />
        <section className="preview" aria-label={t.engage.preview}>
          <p className="muted">{t.engage.preview}</p>
          <div className="reward-card">
            <strong>{textIn(names, language) || '…'}</strong>
            <span>{fill(m.card, { points: points || '0' })}</span>
            <span className="muted">
              {fill(m.left, { stock: reward?.stock ?? (stock || '0'), unit: textIn(units, language) || unit })}
            </span>
          </div>
        </section>
      </EngageForm>
      {reward && !reward.retiredAt && <RestockForm reward={reward} />}
    </div>
  );
}

/** Adds to an offered reward's stock (one statement adds: redemptions meanwhile are never overwritten). */
function RestockForm({ reward }: { reward: OperatorReward }) {
  const { t, signOut } = useConsole();
  const m = t.rewards.mall;
  const queries = useQueryClient();
  const [quantity, setQuantity] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void run(async () => {
      const after = await rewardsApi.restock(reward.id, Number(quantity));
      setDone(fill(m.restockDone, { stock: after.stock }));
      setQuantity('');
      await queries.invalidateQueries({ queryKey: [rewardsKey] });
    });
  };
  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="restock-title">
      <h2 id="restock-title">{m.restock}</h2>
      <Field
        label={m.restock}
        type="number"
        min={1}
        required
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <FormFooter busy={busy} submit={m.restockSubmit} failure={failure} note={done} />
    </form>
  );
}
