import { minorToDecimal, type OperatorChannel } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiFailure } from '../api';
import { useConsole } from '../console-context';
import { FormProblem, minorOf } from '../content/EngageForm';
import { TranslatedFields, writtenTexts } from '../content/TranslatedFields';
import { Field } from '../Field';
import { FormFooter } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { channelsApi, channelsKey } from './channels-api';
import { useCurrency } from './queue';

/**
 * A bank-transfer channel's form: a new one (its code, label, names, limits in the site's currency, the account and
 * the note per language) or the one picked in the list. The limits are typed as members see them ("100.50") and
 * sent in minor units.
 */
export function ChannelForm({ editing, onDone }: { editing: OperatorChannel | null; onDone: () => void }) {
  const { t, signOut } = useConsole();
  const ch = t.channels;
  const currency = useCurrency();
  const decimals = currency?.decimals ?? 2;
  const queries = useQueryClient();
  const shown = (minor: string | undefined) => (minor ? minorToDecimal(minor, decimals) : '');
  const [code, setCode] = useState(editing?.code ?? '');
  const [label, setLabel] = useState(editing?.label ?? '');
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [minAmount, setMinAmount] = useState(shown(editing?.minAmount));
  const [maxAmount, setMaxAmount] = useState(shown(editing?.maxAmount));
  const [bank, setBank] = useState(editing?.instructions.bank ?? '');
  const [accountName, setAccountName] = useState(editing?.instructions.accountName ?? '');
  const [accountNumber, setAccountNumber] = useState(editing?.instructions.accountNumber ?? '');
  const [notes, setNotes] = useState<Record<string, string>>(editing?.notes ?? {});
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const inCurrency = (text: string) => fill(text, { currency: currency?.code ?? '' });

  const body = () => {
    const min = minorOf(minAmount, decimals, ch.amountProblem);
    const max = minorOf(maxAmount, decimals, ch.amountProblem);
    if (!min || !max) throw new FormProblem(ch.amountProblem);
    if (BigInt(max) < BigInt(min)) throw new FormProblem(ch.limitsProblem);
    const written = writtenTexts(names);
    if (Object.keys(written).length === 0) throw new FormProblem(ch.namesProblem);
    return {
      code,
      label,
      names: written,
      minAmount: min,
      maxAmount: max,
      instructions: { bank, accountName, accountNumber },
      notes: writtenTexts(notes),
      enabled,
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      let answer: OperatorChannel;
      try {
        answer = editing ? await channelsApi.update(editing.id, body()) : await channelsApi.create(body());
      } catch (error) {
        if (error instanceof FormProblem) return setFailure(error.message);
        if (error instanceof ApiFailure && error.code === 'CONFLICT' && error.field === 'body.code') {
          return setFailure(fill(ch.codeTaken, { code: code.trim().toUpperCase() }));
        }
        throw error;
      }
      setSaved(fill(editing ? ch.saved : ch.created, { code: answer.code }));
      await queries.invalidateQueries({ queryKey: channelsKey });
      if (editing) onDone();
      else {
        setCode('');
        setLabel('');
        setNames({});
        setBank('');
        setAccountName('');
        setAccountNumber('');
        setNotes({});
      }
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="channel-form-title">
      <h2 id="channel-form-title">{editing ? fill(ch.editTitle, { code: editing.code }) : ch.newTitle}</h2>
      <Field
        label={ch.code}
        value={code}
        required
        pattern="[A-Za-z0-9_]{2,20}"
        maxLength={20}
        onChange={(event) => setCode(event.target.value)}
      />
      <Field
        label={ch.label}
        value={label}
        required
        maxLength={60}
        onChange={(event) => setLabel(event.target.value)}
      />
      <TranslatedFields label={ch.names} values={names} onChange={setNames} />
      <Field
        label={inCurrency(ch.minAmount)}
        value={minAmount}
        required
        inputMode="decimal"
        onChange={(event) => setMinAmount(event.target.value)}
      />
      <Field
        label={inCurrency(ch.maxAmount)}
        value={maxAmount}
        required
        inputMode="decimal"
        onChange={(event) => setMaxAmount(event.target.value)}
      />
      <Field label={ch.bank} value={bank} required maxLength={80} onChange={(event) => setBank(event.target.value)} />
      <Field
        label={ch.accountName}
        value={accountName}
        required
        maxLength={80}
        onChange={(event) => setAccountName(event.target.value)}
      />
      <Field
        label={ch.accountNumber}
        value={accountNumber}
        required
        maxLength={40}
        onChange={(event) => setAccountNumber(event.target.value)}
      />
      <TranslatedFields label={ch.notes} values={notes} onChange={setNotes} multiline />
      <label className="check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        {ch.enabled}
      </label>
      <FormFooter
        busy={busy}
        submit={editing ? ch.save : ch.create}
        cancel={editing ? { label: ch.cancel, onClick: onDone } : undefined}
        failure={failure}
        note={saved}
      />
    </form>
  );
}
