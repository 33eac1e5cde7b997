import { type ContractKind, type ContractTier, contractKinds, dividendPeriods, parseAmount } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console-context';
import { Failure, Field, Note, SelectField } from '../Field';
import { SubmitButton } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { memberExtrasApi, memberExtrasKeys } from './member-extras-api';

type Period = (typeof dividendPeriods)[number];
interface TierText {
  /** Which tier row this is, for React (rows are added and removed). */
  key: number;
  validBet: string;
  activeMembers: string;
  rate: string;
}
let tierKeys = 0;
const emptyTier = (): TierText => ({ key: ++tierKeys, validBet: '0', activeMembers: '0', rate: '' });

/** A currency's usual decimals (Intl's), as the console's money formatting reads them. */
const decimalsOf = (code: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;

/** A typed amount in minor units ("0" allowed, as a first tier asks nothing), or null when it is none. */
function minorOf(text: string, decimals: number): string | null {
  if (/^\s*0*(\.0*)?\s*$/.test(text)) return '0';
  const parsed = parseAmount(text, decimals);
  return parsed.ok ? String(parsed.minor) : null;
}

/**
 * The site gives a top agent a contract (issue 25; finance's): kind, the dividend's period, its tiers (valid bet in
 * the site's money, active members, rate in percent) and an optional last day. The agent accepts it in its back
 * office. Amounts are minor units and rates basis points on the wire, never floats.
 */
export function ContractOffer({ agent, currency }: { agent: string; currency: string }) {
  const { t, signOut } = useConsole();
  const queries = useQueryClient();
  const [kind, setKind] = useState<ContractKind>('daily');
  const [period, setPeriod] = useState<Period>('M');
  const [endsOn, setEndsOn] = useState('');
  const [tiers, setTiers] = useState<TierText[]>(() => [emptyTier()]);
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.memberExtras;
  const decimals = decimalsOf(currency);
  const setTier = (index: number, change: Partial<TierText>) =>
    setTiers(tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const wire: ContractTier[] = [];
    for (const [index, tier] of tiers.entries()) {
      const validBet = minorOf(tier.validBet, decimals);
      if (validBet === null) return setFailure(fill(m.badAmount, { n: index + 1 }));
      const rate = parseAmount(tier.rate, 2);
      if (!rate.ok || rate.minor > 10_000n) return setFailure(fill(m.badRate, { n: index + 1 }));
      wire.push({ validBet, activeMembers: Number(tier.activeMembers), rate: Number(rate.minor) });
    }
    void run(async () => {
      await memberExtrasApi.offerContract({
        downline: agent,
        kind,
        ...(kind === 'dividend' ? { period } : {}),
        tiers: wire,
        ...(endsOn ? { endsOn } : {}),
      });
      setDone(m.offered);
      setTiers([emptyTier()]);
      await queries.invalidateQueries({ queryKey: memberExtrasKeys.contracts(agent) });
    });
  };

  return (
    <form className="contract-offer" onSubmit={submit} aria-labelledby="offer-title">
      <h3 id="offer-title">{m.offerTitle}</h3>
      <p className="muted">{m.offerIntro}</p>
      <div className="contract-offer__row">
        <SelectField
          label={m.kind}
          value={kind}
          options={contractKinds}
          nameOf={(k) => m.kinds[k]}
          onChange={setKind}
        />
        {kind === 'dividend' && (
          <SelectField
            label={m.period}
            value={period}
            options={dividendPeriods}
            nameOf={(p) => m.periods[p]}
            onChange={setPeriod}
          />
        )}
        <Field label={m.endsOnField} type="date" value={endsOn} onChange={(event) => setEndsOn(event.target.value)} />
      </div>
      {tiers.map((tier, index) => (
        <fieldset className="contract-offer__row contract-tier" key={tier.key}>
          <legend>{fill(m.tier, { n: index + 1 })}</legend>
          <Field
            label={fill(m.validBet, { currency })}
            inputMode="decimal"
            required
            value={tier.validBet}
            onChange={(event) => setTier(index, { validBet: event.target.value })}
          />
          <Field
            label={m.activeMembers}
            type="number"
            min={0}
            step={1}
            required
            value={tier.activeMembers}
            onChange={(event) => setTier(index, { activeMembers: event.target.value })}
          />
          <Field
            label={m.rate}
            inputMode="decimal"
            required
            value={tier.rate}
            onChange={(event) => setTier(index, { rate: event.target.value })}
          />
          {tiers.length > 1 && (
            <button type="button" onClick={() => setTiers(tiers.filter((_, at) => at !== index))}>
              {fill(m.removeTier, { n: index + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <div className="contract-offer__actions">
        {tiers.length < 10 && (
          <button type="button" onClick={() => setTiers([...tiers, emptyTier()])}>
            {m.addTier}
          </button>
        )}
        <SubmitButton busy={busy} label={m.offer} />
      </div>
      <Failure message={failure} />
      <Note>{done}</Note>
    </form>
  );
}
