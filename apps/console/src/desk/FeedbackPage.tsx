import type { OperatorFeedback } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Note } from '../Field';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { dateTime } from '../when';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Members' feedback (issue 25): the waiting ones first by the filter (`answered` in the URL), newest first, and for
 * support operators and owners the answer, once, after the confirm step that shows the question.
 */
export function FeedbackPage() {
  const { t } = useConsole();
  const d = t.desk;
  const f = d.feedback;
  const writes = useMay('service', 'POST');
  const queries = useQueryClient();
  const list = usePagedList(['answered'], ['desk', 'feedback'], api.feedback);
  const [answering, setAnswering] = useState<OperatorFeedback | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const columns: ColumnDef<OperatorFeedback>[] = [
    { id: 'id', header: '#', cell: ({ row }) => row.original.id },
    { id: 'createdAt', header: d.created, cell: ({ row }) => dateTime(row.original.createdAt) },
    { id: 'account', header: d.member, cell: ({ row }) => row.original.account },
    { id: 'type', header: f.type, cell: ({ row }) => f.types[row.original.questionType] },
    {
      id: 'content',
      header: f.content,
      cell: ({ row }) => <span className="desk-clip desk-clip--wide">{row.original.content}</span>,
    },
    { id: 'language', header: f.language, cell: ({ row }) => row.original.language },
    {
      id: 'answer',
      header: f.answer,
      cell: ({ row }) =>
        row.original.answer ? (
          <span className="desk-clip desk-clip--wide">{row.original.answer}</span>
        ) : (
          <span className="badge badge--waiting">{f.waiting}</span>
        ),
    },
    { id: 'answeredAt', header: f.answeredAt, cell: ({ row }) => dateTime(row.original.answeredAt) },
  ];
  const actions: ColumnDef<OperatorFeedback> = {
    id: 'actions',
    header: d.actions,
    cell: ({ row }) =>
      row.original.answer === null ? (
        <button
          type="button"
          className="primary"
          aria-label={`${f.answer} #${row.original.id}`}
          onClick={() => {
            setDone(null);
            setAnswering(row.original);
          }}
        >
          {f.answer}
        </button>
      ) : null,
  };

  return (
    <>
      <FilterBar
        {...list.filters}
        fields={[
          {
            name: 'answered',
            label: f.answered,
            type: 'select',
            options: [
              { value: '', label: f.anyAnswered },
              { value: 'false', label: f.waiting },
              { value: 'true', label: f.done },
            ],
          },
        ]}
      />
      <Note wide>{done}</Note>
      <DataTable
        caption={d.tabs.feedback}
        columns={writes ? [...columns, actions] : columns}
        {...list.table}
        csv={{
          fileName: 'feedback.csv',
          header: ['#', d.created, d.member, f.type, f.content, f.language, f.answer, f.answeredAt],
          rows: () => list.everyPage(),
          row: (item) => [
            item.id,
            item.createdAt,
            item.account,
            item.questionType,
            item.content,
            item.language,
            item.answer,
            item.answeredAt,
          ],
        }}
      />
      {answering && (
        <AnswerDialog
          feedback={answering}
          onClose={() => setAnswering(null)}
          onAnswered={async () => {
            setDone(fill(f.sent, { id: answering.id, member: answering.account }));
            await queries.invalidateQueries({ queryKey: ['desk', 'feedback'] });
          }}
          onRefused={() => queries.invalidateQueries({ queryKey: ['desk', 'feedback'] })}
        />
      )}
    </>
  );
}

function AnswerDialog({
  feedback,
  onClose,
  onAnswered,
  onRefused,
}: {
  feedback: OperatorFeedback;
  onClose: () => void;
  onAnswered: () => Promise<void>;
  /** Answered meanwhile by a colleague (a 409): the list is read again. */
  onRefused: () => Promise<void>;
}) {
  const { t } = useConsole();
  const f = t.desk.feedback;
  const id = useId();
  const [text, setText] = useState('');
  return (
    <ConfirmDialog
      title={fill(f.answerTitle, { id: feedback.id, member: feedback.account })}
      text={
        <>
          <blockquote className="desk-quote">
            <span className="muted">{f.types[feedback.questionType]}</span>
            <span>{feedback.content}</span>
          </blockquote>
          <p className="muted">{f.answerText}</p>
        </>
      }
      confirm={f.send}
      ready={text.trim().length > 0}
      onConfirm={async () => {
        await api.answerFeedback(feedback.id, text.trim());
        await onAnswered();
      }}
      afterFailure={onRefused}
      onClose={onClose}
    >
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {f.answerField}
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={5}
          required
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
