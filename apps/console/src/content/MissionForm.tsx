import {
  type MissionGoalKind,
  type MissionPeriod,
  minorToDecimal,
  missionGoalKinds,
  missionPeriods,
  type OperatorMission,
} from '@portal/contracts';
import { useState } from 'react';
import { api } from '../api';
import { useCurrency } from '../cashier/queue';
import { useConsole } from '../console-context';
import { Field, SelectField } from '../Field';
import { formatMinor } from '../money';
import { fill } from '../strings';
import { EngageForm, FormProblem, minorOf, useDecimals } from './EngageForm';
import { TranslatedFields, writtenTexts } from './TranslatedFields';
import { textIn, useGoalText } from './texts';

/** Goals that count one game category (or all). */
const byCategory = new Set<MissionGoalKind>(['valid_bet', 'rounds']);

/**
 * A mission's code, period, goal, reward and titles per language, with a preview of its card as members see it:
 * a new one, or the one picked (its code stays: a definition by the same code replaces it).
 */
export function MissionForm({ editing, onDone }: { editing: OperatorMission | null; onDone: () => void }) {
  const { t, self } = useConsole();
  const e = t.engage;
  const decimals = useDecimals();
  const currency = useCurrency();
  const goalText = useGoalText();
  const money = (minor: string | null | undefined) => (minor ? minorToDecimal(minor, decimals) : '');
  const [code, setCode] = useState(editing?.code ?? '');
  const [period, setPeriod] = useState<MissionPeriod>(editing?.period ?? 'daily');
  const [kind, setKind] = useState<MissionGoalKind>(editing?.goal.kind ?? 'rounds');
  const [category, setCategory] = useState(editing?.goal.category ?? '');
  const [target, setTarget] = useState(
    editing ? (editing.goal.kind === 'valid_bet' ? money(editing.goal.target) : editing.goal.target) : '',
  );
  const [reward, setReward] = useState(money(editing?.reward));
  const [titles, setTitles] = useState<Record<string, string>>(editing?.titles ?? {});
  const [sortOrder, setSortOrder] = useState(String(editing?.sortOrder ?? 0));
  const language = self.site.languages[0] ?? 'EN';

  const targetValue = () => {
    if (kind === 'valid_bet') return minorOf(target, decimals, e.amountProblem) ?? '';
    return target.trim();
  };
  const save = async () => {
    const rewardMinor = minorOf(reward, decimals, e.amountProblem);
    if (!rewardMinor) throw new FormProblem(e.amountProblem);
    await api.saveMission({
      code: code.trim().toUpperCase(),
      period,
      goal: {
        kind,
        category: byCategory.has(kind) && category.trim() ? category.trim().toUpperCase() : null,
        target: targetValue(),
      },
      titles: writtenTexts(titles),
      reward: rewardMinor,
      sortOrder: Number(sortOrder) || 0,
    });
  };
  // The preview reads what can be read of the form now; an unreadable amount shows as typed.
  const previewGoal = () => {
    try {
      return goalText({
        kind,
        category: byCategory.has(kind) && category ? category.toUpperCase() : null,
        target: targetValue() || '0',
      });
    } catch {
      return `${e.goals[kind]}: ${target}`;
    }
  };
  const previewReward = () => {
    try {
      return formatMinor(minorOf(reward, decimals, e.amountProblem) ?? '0', currency);
    } catch {
      return reward;
    }
  };

  return (
    <EngageForm
      titleId="mission-form-title"
      title={editing ? fill(e.editing, { code: editing.code }) : e.newMission}
      editing={editing !== null}
      onDone={onDone}
      list="missions"
      save={save}
    >
      <Field
        label={e.missionCode}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
        pattern="[A-Za-z0-9_]{3,32}"
        disabled={editing !== null}
      />
      <SelectField
        label={e.columns.period}
        value={period}
        options={missionPeriods}
        nameOf={(p) => e.periods[p]}
        onChange={setPeriod}
      />
      <SelectField
        label={e.goalKind}
        value={kind}
        options={missionGoalKinds}
        nameOf={(k) => e.goals[k]}
        onChange={setKind}
      />
      {byCategory.has(kind) && (
        <Field label={e.category} value={category} onChange={(event) => setCategory(event.target.value)} />
      )}
      <Field
        label={kind === 'valid_bet' ? e.goalTargetMoney : e.goalTarget}
        value={target}
        inputMode={kind === 'valid_bet' ? 'decimal' : 'numeric'}
        onChange={(event) => setTarget(event.target.value)}
        required
      />
      <Field
        label={e.rewardAmount}
        value={reward}
        inputMode="decimal"
        onChange={(event) => setReward(event.target.value)}
        required
      />
      <TranslatedFields label={e.titleIn} values={titles} onChange={setTitles} />
      <Field
        label={e.columns.order}
        type="number"
        min={0}
        max={1000}
        value={sortOrder}
        onChange={(event) => setSortOrder(event.target.value)}
      />
      <section className="preview" aria-label={e.preview}>
        <p className="muted">{e.preview}</p>
        <h3>{textIn(titles, language) || '…'}</h3>
        <p>{previewGoal()}</p>
        <p className="muted">{fill(e.missionPreview, { period: e.periods[period], reward: previewReward() })}</p>
      </section>
    </EngageForm>
  );
}
