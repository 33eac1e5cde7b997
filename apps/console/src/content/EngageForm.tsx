import { parseAmount } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useCurrency } from '../cashier/queue';
import { useConsole } from '../console-context';
import { FormFooter } from '../FormFooter';
import { useAction } from '../use-action';

/** A value the form itself refuses before any call (an amount it cannot read), said in the language. */
export class FormProblem extends Error {}

/** The decimals of the site's currency (its minor unit), two until the currency is read. */
export function useDecimals(): number {
  return useCurrency()?.decimals ?? 2;
}

/**
 * An amount typed in the site's currency ("10.50") as the API's minor units ("1050"); empty gives null, zero gives
 * "0" where `zero` allows it. Anything else unreadable stops the form with `problem`.
 */
export function minorOf(text: string, decimals: number, problem: string, zero = false): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (zero && /^0+(\.0+)?$/.test(trimmed)) return '0';
  const parsed = parseAmount(trimmed, decimals);
  if (!parsed.ok) throw new FormProblem(problem);
  return String(parsed.minor);
}

/**
 * The form of a promotion, a mission or a text around its own fields: its heading, the save, the list (query key
 * `list`) read again after it, and an edit closed once saved or cancelled.
 */
export function EngageForm({
  titleId,
  title,
  editing,
  onDone,
  list,
  save,
  children,
}: {
  titleId: string;
  title: string;
  editing: boolean;
  onDone: () => void;
  list: string;
  save: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t, signOut } = useConsole();
  const e = t.engage;
  const queries = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    void run(async () => {
      try {
        await save();
      } catch (error) {
        if (error instanceof FormProblem) return setFailure(error.message);
        throw error;
      }
      setSaved(e.saved);
      await queries.invalidateQueries({ queryKey: [list] });
      if (editing) onDone();
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <FormFooter
        busy={busy}
        submit={editing ? e.saveChanges : e.publish}
        cancel={editing ? { label: e.cancel, onClick: onDone } : undefined}
        failure={failure}
        note={saved}
      />
    </form>
  );
}

/** A list answered whole (no paging on the server) as a DataTable's page. */
export const wholePage = <T,>(items: T[] | undefined) =>
  items ? { items, total: items.length, page: 1, pageSize: Math.max(1, items.length) } : undefined;
