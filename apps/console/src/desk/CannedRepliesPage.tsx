import type { CannedReply } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Note } from '../Field';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { useListParams } from '../table/list-params';
import { dateTime } from '../when';
import '../content/content.css';
import { CannedReplyForm } from './CannedReplyForm';
import { ConfirmDialog } from './ConfirmDialog';
import { pageOfRows } from './desk-api';

/**
 * The site's canned replies (issue 25 "Service desk"), per language: the list (a language filter in the URL, CSV),
 * the form to add one or change the one picked, and removing one after a confirm step. The list is small (30 per
 * language at most), so the API answers it whole.
 */
export function CannedRepliesPage() {
  const { t, self } = useConsole();
  const c = t.desk.canned;
  const writes = useMay('service', 'POST');
  const queries = useQueryClient();
  const list = useListParams(['language']);
  const replies = useApiQuery(['desk', 'canned'], api.cannedReplies);
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [removing, setRemoving] = useState<CannedReply | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const language = list.query.language ?? '';
  const shown = pageOfRows(replies.data, list.query, (reply) => !language || reply.language === language);
  const names = t.siteSection.languageNames;

  const columns: ColumnDef<CannedReply>[] = [
    { id: 'language', header: c.language, cell: ({ row }) => names[row.original.language] },
    { id: 'title', header: c.titleField, cell: ({ row }) => row.original.title },
    {
      id: 'body',
      header: c.body,
      cell: ({ row }) => <span className="desk-clip desk-clip--wide">{row.original.body}</span>,
    },
    { id: 'order', header: c.order, cell: ({ row }) => row.original.sortOrder },
    { id: 'updated', header: c.updated, cell: ({ row }) => dateTime(row.original.updatedAt) },
  ];
  const actions: ColumnDef<CannedReply> = {
    id: 'actions',
    header: t.desk.actions,
    cell: ({ row }) => (
      <span className="row-actions">
        <button
          type="button"
          className="link"
          aria-label={`${c.edit} ${row.original.title}`}
          onClick={() => setEditing(row.original)}
        >
          {c.edit}
        </button>
        <button
          type="button"
          className="link"
          aria-label={`${c.remove} ${row.original.title}`}
          onClick={() => {
            setNote(null);
            setRemoving(row.original);
          }}
        >
          {c.remove}
        </button>
      </span>
    ),
  };

  return (
    <>
      <p className="muted">{c.intro}</p>
      <FilterBar
        values={list.query}
        onApply={list.setFilters}
        fields={[
          {
            name: 'language',
            label: c.language,
            type: 'select',
            options: [
              { value: '', label: c.anyLanguage },
              ...self.site.languages.map((code) => ({ value: code, label: names[code as keyof typeof names] ?? code })),
            ],
          },
        ]}
      />
      <Note wide>{note}</Note>
      <div className="content-grid">
        <DataTable
          caption={t.desk.tabs.canned}
          columns={writes ? [...columns, actions] : columns}
          page={shown?.page}
          loading={replies.isFetching}
          failure={replies.failure}
          onRetry={() => void replies.refetch()}
          onPage={list.setPage}
          csv={{
            fileName: 'canned-replies.csv',
            header: [c.language, c.titleField, c.body, c.order, c.updated],
            rows: async () => shown?.all ?? [],
            row: (reply) => [reply.language, reply.title, reply.body, reply.sortOrder, reply.updatedAt],
          }}
        />
        {writes && <CannedReplyForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
      </div>
      {removing && (
        <ConfirmDialog
          title={fill(c.removeTitle, { title: removing.title })}
          text={<p>{c.removeText}</p>}
          confirm={c.remove}
          danger
          onConfirm={async () => {
            await api.removeCannedReply(removing.id);
            setNote(fill(c.removed, { title: removing.title }));
            if (editing?.id === removing.id) setEditing(null);
            await queries.invalidateQueries({ queryKey: ['desk', 'canned'] });
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}
