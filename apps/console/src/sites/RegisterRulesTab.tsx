import {
  coreRegisterFields,
  type OperatorRegisterRule,
  type RegisterField,
  type RegisterPatternId,
  registerFieldNames,
  registerPatternIds,
  registerValueMax,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { Failure, SelectField } from '../Field';
import { FormFooter } from '../FormFooter';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { useAction } from '../use-action';
import { onePage, siteListKeys, siteListsApi } from './site-lists-api';
import './site-lists.css';

type Rule = OperatorRegisterRule;
const core = new Set<string>(coreRegisterFields);

/**
 * A site's registration rules (issue 25 "Sites"): per field whether the form shows it, requires it, the pattern and
 * the lengths; saved as one list, which registration applies at once. The server refuses a list it cannot apply.
 */
export function RegisterRulesTab({ code }: { code: string }) {
  const { t } = useConsole();
  const s = t.siteLists;
  const list = useApiQuery(siteListKeys.registerRules(code), () => siteListsApi.registerRules(code));
  // Kept here: the editor starts again from the saved list (its key), and what was saved must outlive that.
  const [note, setNote] = useState<string | null>(null);
  if (!list.data) {
    return (
      <div className="site-lists">
        <p className="muted">{s.register.intro}</p>
        {list.failure ? (
          <>
            <Failure message={list.failure} />
            <button type="button" onClick={() => void list.refetch()}>
              {s.retry}
            </button>
          </>
        ) : (
          <p aria-busy="true">{s.loading}</p>
        )}
      </div>
    );
  }
  return <RulesEditor key={JSON.stringify(list.data)} code={code} saved={list.data} note={note} onNote={setNote} />;
}

function RulesEditor({
  code,
  saved,
  note,
  onNote: setNote,
}: {
  code: string;
  saved: Rule[];
  note: string | null;
  onNote: (note: string | null) => void;
}) {
  const { t, signOut } = useConsole();
  const s = t.siteLists;
  const g = s.register;
  const writes = useMay('sites', 'POST');
  const queries = useQueryClient();
  const [rules, setRules] = useState<Rule[]>(saved);
  const unused = registerFieldNames.filter((field) => !rules.some((rule) => rule.field === field));
  const [adding, setAdding] = useState<RegisterField>(unused[0] ?? 'email');
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const name = (field: RegisterField) => g.fields[field];
  const change = (field: RegisterField, values: Partial<Rule>) =>
    setRules((now) =>
      now.map((rule) => {
        if (rule.field !== field) return rule;
        const next = { ...rule, ...values };
        // Hidden is never required, and required is always shown: the server's rule, mirrored.
        if (values.enabled === false) next.required = false;
        if (values.required === true) next.enabled = true;
        return next;
      }),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setNote(null);
      const password = rules.find((rule) => rule.field === 'password');
      // The confirmation repeats the password: it takes the password's rule.
      const sent = rules.map((rule) =>
        rule.field === 'confirmPassword' && password
          ? { ...rule, patternId: password.patternId, minLength: password.minLength, maxLength: password.maxLength }
          : rule,
      );
      const after = await siteListsApi.saveRegisterRules(code, sent);
      setNote(fill(g.savedRules, { count: after.filter((rule) => rule.enabled).length }));
      await queries.invalidateQueries({ queryKey: siteListKeys.registerRules(code) });
    });
  };

  const locked = (rule: Rule) => !writes || core.has(rule.field);
  const number = (rule: Rule, key: 'minLength' | 'maxLength', label: string) => (
    <input
      className="field__input site-lists__number"
      type="number"
      min={key === 'minLength' ? 0 : 1}
      max={registerValueMax}
      required
      aria-label={fill(label, { field: name(rule.field) })}
      value={rule[key]}
      disabled={!writes || rule.field === 'confirmPassword'}
      onChange={(event) => change(rule.field, { [key]: Number(event.target.value) })}
    />
  );
  const check = (rule: Rule, key: 'enabled' | 'required', label: string) => (
    <input
      type="checkbox"
      aria-label={fill(label, { field: name(rule.field) })}
      checked={rule[key]}
      disabled={locked(rule)}
      onChange={(event) => change(rule.field, { [key]: event.target.checked })}
    />
  );
  const columns: ColumnDef<Rule>[] = [
    { id: 'field', header: g.field, cell: ({ row }) => name(row.original.field) },
    { id: 'shown', header: g.shown, cell: ({ row }) => check(row.original, 'enabled', g.shownOf) },
    { id: 'required', header: g.required, cell: ({ row }) => check(row.original, 'required', g.requiredOf) },
    {
      id: 'pattern',
      header: g.pattern,
      cell: ({ row }) => (
        <select
          className="field__input"
          aria-label={fill(g.patternOf, { field: name(row.original.field) })}
          value={row.original.patternId}
          disabled={!writes || row.original.field === 'confirmPassword'}
          onChange={(event) => change(row.original.field, { patternId: event.target.value as RegisterPatternId })}
        >
          {registerPatternIds.map((id) => (
            <option key={id} value={id}>
              {g.patterns[id]}
            </option>
          ))}
        </select>
      ),
    },
    { id: 'min', header: g.min, cell: ({ row }) => number(row.original, 'minLength', g.minOf) },
    { id: 'max', header: g.max, cell: ({ row }) => number(row.original, 'maxLength', g.maxOf) },
    ...(writes
      ? [
          {
            id: 'actions',
            header: s.actions,
            cell: ({ row }: { row: { original: Rule } }) =>
              core.has(row.original.field) ? null : (
                <button
                  type="button"
                  className="link"
                  aria-label={fill(g.removeField, { field: name(row.original.field) })}
                  onClick={() => setRules((now) => now.filter((rule) => rule.field !== row.original.field))}
                >
                  {s.remove}
                </button>
              ),
          },
        ]
      : []),
  ];

  return (
    <form className="site-lists" onSubmit={submit} aria-label={s.tabs.register}>
      <p className="muted">{g.intro}</p>
      <DataTable
        caption={s.tabs.register}
        columns={columns}
        page={onePage(rules)}
        loading={busy}
        failure={null}
        onRetry={() => undefined}
        onPage={() => undefined}
        csv={{
          fileName: `${code.toLowerCase()}-register-rules.csv`,
          header: [g.field, g.shown, g.required, g.pattern, g.min, g.max],
          rows: async () => rules,
          row: (rule) => [rule.field, rule.enabled, rule.required, rule.patternId, rule.minLength, rule.maxLength],
        }}
      />
      {writes ? (
        <>
          {unused.length > 0 && (
            <div className="filters__actions site-lists__add">
              <SelectField
                label={g.addField}
                value={unused.includes(adding) ? adding : unused[0]!}
                options={unused}
                nameOf={name}
                onChange={setAdding}
              />
              <button
                type="button"
                onClick={() => {
                  const field = unused.includes(adding) ? adding : unused[0]!;
                  setRules((now) => [
                    ...now,
                    { field, enabled: true, required: false, patternId: '1', minLength: 1, maxLength: 64 },
                  ]);
                }}
              >
                {g.addButton}
              </button>
            </div>
          )}
          <FormFooter busy={busy} submit={s.save} failure={failure} note={note} />
        </>
      ) : null}
    </form>
  );
}
