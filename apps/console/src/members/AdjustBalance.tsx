import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Field, ReasonField } from '../Field';
import { FormFooter } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';

type Direction = 'credit' | 'debit';
type Kind = 'adjustment' | 'bonus';

/**
 * Finance credits or debits the member's main wallet with a reason (issue 25: "adjust balance with a reason"). The
 * form keeps one idempotency key until the call succeeds, so a retry after a lost answer moves the money once.
 */
export function AdjustBalance({ username }: { username: string }) {
  const { t, signOut } = useConsole();
  const may = useMay('money', 'POST');
  const queries = useQueryClient();
  const [direction, setDirection] = useState<Direction>('credit');
  const [kind, setKind] = useState<Kind>('adjustment');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.member;
  if (!may) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void run(async () => {
      await api.adjust({ member: username, direction, kind, amount: amount.trim(), reason: reason.trim() }, key);
      setDone(fill(m.adjusted, { amount: amount.trim() }));
      setKey(crypto.randomUUID());
      setAmount('');
      setReason('');
      await queries.invalidateQueries({ queryKey: ['member', username] });
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="adjust-title">
      <h2 id="adjust-title">{m.adjustTitle}</h2>
      <label className="field">
        <span className="field__label">{m.direction}</span>
        <select
          className="field__input"
          value={direction}
          onChange={(event) => setDirection(event.target.value as Direction)}
        >
          <option value="credit">{m.credit}</option>
          <option value="debit">{m.debit}</option>
        </select>
      </label>
      {direction === 'credit' && (
        <label className="field">
          <span className="field__label">{m.kind}</span>
          <select className="field__input" value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
            <option value="adjustment">{m.kindAdjustment}</option>
            <option value="bonus">{m.kindBonus}</option>
          </select>
        </label>
      )}
      <Field
        label={m.amount}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        required
      />
      <ReasonField label={m.reason} value={reason} onChange={setReason} />
      <FormFooter busy={busy} submit={m.adjust} failure={failure} note={done} />
    </form>
  );
}
