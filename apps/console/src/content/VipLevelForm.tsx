import { minorToDecimal, type OperatorVipLevelFull, type VipLevelRequest } from '@portal/contracts';
import { useState } from 'react';
import { useCurrency } from '../cashier/queue';
import { useConsole } from '../console-context';
import { Field, Note } from '../Field';
import { formatMinor } from '../money';
import { fill } from '../strings';
import { EngageForm, minorOf, useDecimals } from './EngageForm';
import { rewardsApi, vipLevelsKey } from './rewards-api';
import { TranslatedFields, writtenTexts } from './TranslatedFields';
import { textIn } from './texts';

/** The game categories a rebate is paid on (the lobby's own tabs, home, hot, favourites and promotions, are not). */
export const rebateCategories = [
  'RNG',
  'LIVE',
  'SPORTS',
  'LOTT',
  'ELOTT',
  'FISH',
  'ESPORTS',
  'COCKFIGHT',
  'PVP',
] as const;

/**
 * A VIP level's thresholds, benefits and names (issue 25 "Content"): the picked level, or a new one above the top
 * (`from` gives its first values), with the badge and benefits members see on their VIP page.
 */
export function VipLevelForm({
  level,
  from,
  number,
  onDone,
}: {
  level: OperatorVipLevelFull | null;
  from: OperatorVipLevelFull | undefined;
  number: number;
  onDone: () => void;
}) {
  const { t, self } = useConsole();
  const r = t.rewards.levels;
  const decimals = useDecimals();
  const currency = useCurrency();
  const start = level ?? from;
  const money = (minor: string | undefined) => (minor ? minorToDecimal(minor, decimals) : '0');
  const [name, setName] = useState(level?.name ?? '');
  const [names, setNames] = useState<Record<string, string>>(level?.names ?? {});
  const [deposits, setDeposits] = useState(money(start?.minDeposits));
  const [validBet, setValidBet] = useState(money(start?.minValidBet));
  const [bonus, setBonus] = useState(money(start?.birthdayBonus));
  const [withdrawals, setWithdrawals] = useState(String(start?.withdrawDailyCount ?? ''));
  const [rates, setRates] = useState<Record<string, string>>(
    Object.fromEntries(rebateCategories.map((category) => [category, String(start?.rebateRates[category] ?? 0)])),
  );
  const language = self.site.languages[0] ?? 'EN';
  const code = currency?.code ?? '';

  const amount = (text: string) => minorOf(text, decimals, t.engage.amountProblem, true) ?? '0';
  const shown = (text: string) => {
    try {
      return formatMinor(amount(text), currency);
    } catch {
      return text;
    }
  };
  const body = (): VipLevelRequest => ({
    name: name.trim() || textIn(names, 'EN') || textIn(names, language),
    names: writtenTexts(names),
    minDeposits: amount(deposits),
    minValidBet: amount(validBet),
    birthdayBonus: amount(bonus),
    withdrawDailyCount: withdrawals.trim() ? Number(withdrawals) : null,
    rebateRates: Object.fromEntries(rebateCategories.map((category) => [category, Number(rates[category] || 0)])),
  });
  const best = Math.max(...rebateCategories.map((category) => Number(rates[category] || 0)));

  return (
    <EngageForm
      titleId="vip-level-form-title"
      title={fill(level ? r.editTitle : r.addTitle, { level: number })}
      editing
      onDone={onDone}
      list={vipLevelsKey}
      save={() => (level ? rewardsApi.saveLevel(level.level, body()) : rewardsApi.addLevel(body()))}
    >
      <Note>{r.effect}</Note>
      <Field label={r.label} value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
      <TranslatedFields label={r.nameIn} values={names} onChange={setNames} />
      <Field
        label={fill(r.minDeposits, { currency: code })}
        value={deposits}
        inputMode="decimal"
        required
        onChange={(event) => setDeposits(event.target.value)}
      />
      <Field
        label={fill(r.minValidBet, { currency: code })}
        value={validBet}
        inputMode="decimal"
        required
        onChange={(event) => setValidBet(event.target.value)}
      />
      <Field
        label={fill(r.birthdayBonus, { currency: code })}
        value={bonus}
        inputMode="decimal"
        required
        onChange={(event) => setBonus(event.target.value)}
      />
      <Field
        label={r.withdrawals}
        type="number"
        min={1}
        max={100}
        value={withdrawals}
        onChange={(event) => setWithdrawals(event.target.value)}
      />
      <fieldset className="rates">
        <legend>{r.rebates}</legend>
        {rebateCategories.map((category) => (
          <Field
            key={category}
            label={fill(r.rebateIn, { category })}
            type="number"
            min={0}
            max={10000}
            required
            value={rates[category] ?? '0'}
            onChange={(event) => setRates({ ...rates, [category]: event.target.value })}
          />
        ))}
      </fieldset>
      <section className="preview" aria-label={t.engage.preview}>
        <p className="muted">{t.engage.preview}</p>
        <p>
          <span className="badge">
            {fill(r.badge, { level: number, name: textIn(names, language) || name || '…' })}
          </span>
        </p>
        <p>{fill(r.benefits, { bonus: shown(bonus), rebate: `${(best / 100).toFixed(2)}%` })}</p>
        <p className="muted">{fill(r.reach, { deposits: shown(deposits), bet: shown(validBet) })}</p>
      </section>
    </EngageForm>
  );
}
