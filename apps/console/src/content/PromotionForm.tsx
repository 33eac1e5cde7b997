import {
  minorToDecimal,
  type OperatorPromotion,
  type PromotionDefinition,
  type PromotionKind,
  type PromotionRules,
  promotionKinds,
} from '@portal/contracts';
import { useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Field, SelectField } from '../Field';
import { fill } from '../strings';
import { apiSchedule, ScheduleFields, scheduleOf } from './ContentForm';
import { EngageForm, FormProblem, minorOf, useDecimals } from './EngageForm';
import { TranslatedFields, writtenTexts } from './TranslatedFields';
import { textIn } from './texts';

type Frequency = PromotionRules['frequency'];
type Base = PromotionDefinition['turnover']['base'];
const frequencies: readonly Frequency[] = ['once', 'daily', 'period'];
const bases: readonly Base[] = ['bonus', 'bonus_deposit'];
/** A raffle's prizes have no fields here: the form offers the other kinds, and keeps a raffle's prizes as they are. */
const formKinds = promotionKinds.filter((kind) => kind !== 'raffle');
const withPercent = new Set<PromotionKind>(['first_deposit', 'reload', 'cashback']);
const withAmount = new Set<PromotionKind>(['registration', 'manual']);
const withDeposit = new Set<PromotionKind>(['first_deposit', 'reload']);

/** A listed promotion as the API takes its definition again. */
export const definitionOf = (promotion: OperatorPromotion): PromotionDefinition => ({
  code: promotion.code,
  kind: promotion.kind,
  title: promotion.title,
  terms: promotion.terms,
  bannerUrl: promotion.bannerUrl,
  startsAt: promotion.startsAt,
  endsAt: promotion.endsAt,
  rules: promotion.rules,
  turnover: promotion.turnover,
});

/**
 * A promotion's code, kind, texts per language, schedule, main rules and turnover, with a preview as members read
 * it: a new one, or the one picked (the rules the form has no field for stay as they were).
 */
export function PromotionForm({ editing, onDone }: { editing: OperatorPromotion | null; onDone: () => void }) {
  const { t, self } = useConsole();
  const e = t.engage;
  const decimals = useDecimals();
  const money = (minor: string | undefined) => (minor ? minorToDecimal(minor, decimals) : '');
  const rules = editing?.rules;
  const [code, setCode] = useState(editing?.code ?? '');
  const [kind, setKind] = useState<PromotionKind>(editing?.kind ?? 'registration');
  const [title, setTitle] = useState<Record<string, string>>(editing?.title ?? {});
  const [terms, setTerms] = useState<Record<string, string>>(editing?.terms ?? {});
  const [bannerUrl, setBannerUrl] = useState(editing?.bannerUrl ?? '');
  const [schedule, setSchedule] = useState(scheduleOf(editing));
  const [percent, setPercent] = useState(rules?.percent ? minorToDecimal(String(rules.percent), 2) : '');
  const [cap, setCap] = useState(money(rules?.cap));
  const [amount, setAmount] = useState(money(rules?.amount));
  const [minDeposit, setMinDeposit] = useState(money(rules?.minDeposit));
  const [frequency, setFrequency] = useState<Frequency>(rules?.frequency ?? 'once');
  const [multiple, setMultiple] = useState(String(editing?.turnover.multiple ?? 1));
  const [base, setBase] = useState<Base>(editing?.turnover.base ?? 'bonus');
  const language = self.site.languages[0] ?? 'EN';
  const kinds = editing?.kind === 'raffle' ? promotionKinds : formKinds;

  const save = async () => {
    const read = (text: string) => minorOf(text, decimals, e.amountProblem) ?? undefined;
    // Percent in basis points: "12.5" is 1250, read as an amount of two decimals.
    const basisPoints = percent.trim() ? minorOf(percent, 2, e.amountProblem) : null;
    const next: PromotionRules = {
      ...(rules ?? {}),
      frequency,
      percent: withPercent.has(kind) && basisPoints ? Number(basisPoints) : undefined,
      cap: withPercent.has(kind) ? read(cap) : undefined,
      amount: withAmount.has(kind) ? read(amount) : undefined,
      minDeposit: withDeposit.has(kind) ? read(minDeposit) : undefined,
    };
    const times = Number(multiple);
    if (!Number.isInteger(times) || times < 0)
      throw new FormProblem(fill(t.errors.VALIDATION_ERROR ?? '', { field: e.turnoverMultiple }));
    const when = apiSchedule(schedule);
    await api.savePromotion({
      code: code.trim().toUpperCase(),
      kind,
      title: writtenTexts(title),
      terms: writtenTexts(terms),
      bannerUrl: bannerUrl.trim() || null,
      // Empty: from now (a minute back, so a browser clock a little ahead never makes it wait).
      startsAt: when.startsAt ?? editing?.startsAt ?? new Date(Date.now() - 60_000).toISOString(),
      endsAt: when.endsAt,
      rules: next,
      turnover: { multiple: times, base, weights: editing?.turnover.weights ?? {} },
    });
  };

  return (
    <EngageForm
      titleId="promotion-form-title"
      title={editing ? fill(e.editing, { code: editing.code }) : e.newPromotion}
      editing={editing !== null}
      onDone={onDone}
      list="promotions"
      save={save}
    >
      <Field
        label={e.promotionCode}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
        pattern="[A-Za-z0-9_]{3,32}"
        disabled={editing !== null}
      />
      <SelectField label={e.columns.kind} value={kind} options={kinds} nameOf={(k) => e.kinds[k]} onChange={setKind} />
      <TranslatedFields label={e.titleIn} values={title} onChange={setTitle} />
      <TranslatedFields label={e.termsIn} values={terms} onChange={setTerms} multiline />
      <Field label={e.bannerUrl} value={bannerUrl} onChange={(event) => setBannerUrl(event.target.value)} />
      <ScheduleFields schedule={schedule} onChange={setSchedule} />
      {withPercent.has(kind) && (
        <>
          <Field
            label={e.percent}
            value={percent}
            inputMode="decimal"
            required
            onChange={(event) => setPercent(event.target.value)}
          />
          <Field label={e.cap} value={cap} inputMode="decimal" onChange={(event) => setCap(event.target.value)} />
        </>
      )}
      {withAmount.has(kind) && (
        <Field
          label={e.amount}
          value={amount}
          inputMode="decimal"
          required={kind === 'registration'}
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
      {withDeposit.has(kind) && (
        <Field
          label={e.minDeposit}
          value={minDeposit}
          inputMode="decimal"
          onChange={(event) => setMinDeposit(event.target.value)}
        />
      )}
      <SelectField
        label={e.frequency}
        value={frequency}
        options={frequencies}
        nameOf={(f) => e.frequencies[f]}
        onChange={setFrequency}
      />
      <Field
        label={e.turnoverMultiple}
        type="number"
        min={0}
        max={100}
        value={multiple}
        onChange={(event) => setMultiple(event.target.value)}
      />
      <SelectField
        label={e.turnoverBase}
        value={base}
        options={bases}
        nameOf={(b) => e.turnoverBases[b]}
        onChange={setBase}
      />
      <section className="preview" aria-label={e.preview}>
        <p className="muted">{e.preview}</p>
        {bannerUrl.trim() && <img className="preview__banner" src={bannerUrl.trim()} alt="" />}
        <h3>{textIn(title, language) || '…'}</h3>
        <p className="muted">{e.kinds[kind]}</p>
        <p>{textIn(terms, language) || '…'}</p>
      </section>
    </EngageForm>
  );
}
