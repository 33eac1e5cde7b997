import { minorToDecimal, type ReferralRules } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useCurrency } from '../cashier/queue';
import { useConsole, useMay } from '../console-context';
import { Failure, Field } from '../Field';
import { FormFooter } from '../FormFooter';
import { formatMinor } from '../money';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { FormProblem, minorOf, useDecimals } from './EngageForm';

/**
 * The site's referral rules (issue 25 "Content"): what a referred friend must do and what the member who invited
 * them earns, as one form with the sentence members read beside it. Content operators and owners change them.
 */
export function ReferralTab() {
  const { t } = useConsole();
  const rules = useApiQuery(['referral-rules'], api.referralRules);
  if (rules.failure) return <Failure message={rules.failure} />;
  if (rules.data === undefined) return <div className="panel panel--loading" role="status" aria-label={t.working} />;
  return <ReferralForm rules={rules.data} />;
}

function ReferralForm({ rules }: { rules: ReferralRules | null }) {
  const { t, signOut } = useConsole();
  const e = t.engage;
  const writes = useMay('content', 'POST');
  const decimals = useDecimals();
  const currency = useCurrency();
  const queries = useQueryClient();
  const money = (minor: string | undefined) => (minor ? minorToDecimal(minor, decimals) : '');
  const [reward, setReward] = useState(money(rules?.reward));
  const [minDeposit, setMinDeposit] = useState(money(rules?.minDeposit));
  const [minValidBet, setMinValidBet] = useState(money(rules?.minValidBet));
  const [withinDays, setWithinDays] = useState(String(rules?.withinDays ?? 30));
  const [monthlyCap, setMonthlyCap] = useState(String(rules?.monthlyCap ?? 10));
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const amount = (text: string, zero: boolean) => minorOf(text, decimals, e.amountProblem, zero);
  const shown = (text: string) => {
    try {
      return formatMinor(amount(text, true) ?? '0', currency);
    } catch {
      return text;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      try {
        const body = {
          reward: amount(reward, false) ?? '',
          minDeposit: amount(minDeposit, true) ?? '0',
          minValidBet: amount(minValidBet, true) ?? '0',
          withinDays: Number(withinDays),
          monthlyCap: Number(monthlyCap),
        };
        if (!body.reward) throw new FormProblem(e.amountProblem);
        await api.saveReferralRules(body);
      } catch (error) {
        if (error instanceof FormProblem) return setFailure(error.message);
        throw error;
      }
      setSaved(e.saved);
      await queries.invalidateQueries({ queryKey: ['referral-rules'] });
    });
  };

  return (
    <div className="content-grid">
      <form className="panel action" onSubmit={submit} aria-labelledby="referral-title">
        <h2 id="referral-title">{e.referralTitle}</h2>
        <p className="muted">{rules ? e.referralIntro : e.referralNone}</p>
        <fieldset className="plain" disabled={!writes}>
          <Field
            label={e.referralReward}
            value={reward}
            inputMode="decimal"
            required
            onChange={(event) => setReward(event.target.value)}
          />
          <Field
            label={e.referralMinDeposit}
            value={minDeposit}
            inputMode="decimal"
            onChange={(event) => setMinDeposit(event.target.value)}
          />
          <Field
            label={e.referralMinValidBet}
            value={minValidBet}
            inputMode="decimal"
            onChange={(event) => setMinValidBet(event.target.value)}
          />
          <Field
            label={e.referralWithinDays}
            type="number"
            min={1}
            max={365}
            required
            value={withinDays}
            onChange={(event) => setWithinDays(event.target.value)}
          />
          <Field
            label={e.referralMonthlyCap}
            type="number"
            min={0}
            max={10000}
            required
            value={monthlyCap}
            onChange={(event) => setMonthlyCap(event.target.value)}
          />
        </fieldset>
        <section className="preview" aria-label={e.preview}>
          <p className="muted">{e.preview}</p>
          <p>
            {fill(e.referralPreview, {
              reward: shown(reward),
              deposit: shown(minDeposit),
              bet: shown(minValidBet),
              days: withinDays,
            })}
          </p>
          <p className="muted">{fill(e.referralCap, { cap: monthlyCap })}</p>
        </section>
        {writes && <FormFooter busy={busy} submit={e.referralSave} failure={failure} note={saved} />}
      </form>
    </div>
  );
}
