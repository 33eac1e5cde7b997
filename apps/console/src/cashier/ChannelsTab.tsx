import { minorToDecimal, type OperatorChannel } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import '../content/content.css';
import './channels.css';
import { useConsole, useMay } from '../console-context';
import { wholePage } from '../content/EngageForm';
import { Failure, Note } from '../Field';
import { formatMinor } from '../money';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { useAction } from '../use-action';
import { ChannelForm } from './ChannelForm';
import { channelsApi, channelsKey } from './channels-api';
import { useCurrency } from './queue';

/**
 * The site's payment channels (issue 25 "Cashier"): every channel in the members' order, with its limits, account and
 * what it credited today. Finance and owners add a bank-transfer channel, edit one, switch it on or off and move it
 * up or down; the instant channel of a demo site is only switched. Risk and read-only read the list.
 */
export function ChannelsTab() {
  const { t, signOut } = useConsole();
  const ch = t.channels;
  const writes = useMay('money', 'POST');
  const currency = useCurrency();
  const queries = useQueryClient();
  const list = useApiQuery([...channelsKey], channelsApi.list);
  const [editing, setEditing] = useState<OperatorChannel | null>(null);
  /** What the last action did, said in the language shown now (the operator may switch it). */
  const [note, setNote] = useState<((strings: typeof ch) => string) | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const money = (minor: string) => formatMinor(minor, currency);
  const items = list.data ?? [];

  const act = (perform: () => Promise<unknown>, done: (strings: typeof ch) => string) => {
    setNote(null);
    void run(async () => {
      await perform();
      setNote(() => done);
      await queries.invalidateQueries({ queryKey: channelsKey });
    });
  };
  const toggle = (row: OperatorChannel) =>
    act(
      () => channelsApi.update(row.id, { enabled: !row.enabled }),
      (strings) => fill(row.enabled ? strings.switchedOff : strings.switchedOn, { code: row.code }),
    );
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((item) => item.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    act(
      () => channelsApi.order(ids),
      (strings) => strings.moved,
    );
  };

  const columns: ColumnDef<OperatorChannel>[] = [
    { id: 'code', header: ch.columns.code, cell: ({ row }) => <code>{row.original.code}</code> },
    {
      id: 'name',
      header: ch.columns.name,
      cell: ({ row }) => (
        <span className="channel-cell">
          {row.original.label}
          <small className="muted">{ch.kinds[row.original.kind]}</small>
        </span>
      ),
    },
    {
      id: 'limits',
      header: ch.columns.limits,
      cell: ({ row }) => (
        <span className="num">
          {money(row.original.minAmount)} – {money(row.original.maxAmount)}
        </span>
      ),
    },
    {
      id: 'account',
      header: ch.columns.account,
      cell: ({ row }) => {
        const { bank, accountName, accountNumber } = row.original.instructions;
        if (!bank) return '–';
        return (
          <span className="channel-cell">
            {[bank, accountNumber].filter(Boolean).join(' · ')}
            <small className="muted">{accountName}</small>
          </span>
        );
      },
    },
    {
      id: 'status',
      header: ch.columns.status,
      cell: ({ row }) => (
        <span className={row.original.enabled ? 'badge' : 'badge badge--closed'}>
          {row.original.enabled ? ch.on : ch.off}
        </span>
      ),
    },
    {
      id: 'today',
      header: ch.columns.today,
      cell: ({ row }) => (
        <span className="num">
          {fill(ch.today, { count: row.original.today.count, amount: money(row.original.today.sum) })}
        </span>
      ),
    },
  ];
  if (writes) {
    columns.push({
      id: 'actions',
      header: ch.columns.actions,
      cell: ({ row }) => {
        const channel = row.original;
        const label = (action: string) => `${action} ${channel.code}`;
        return (
          <span className="row-actions channel-actions">
            {channel.kind === 'bank_transfer' && (
              <button type="button" className="link" aria-label={label(ch.edit)} onClick={() => setEditing(channel)}>
                {ch.edit}
              </button>
            )}
            <button
              type="button"
              className="link"
              aria-label={label(channel.enabled ? ch.switchOff : ch.switchOn)}
              disabled={busy}
              onClick={() => toggle(channel)}
            >
              {channel.enabled ? ch.switchOff : ch.switchOn}
            </button>
            <button
              type="button"
              className="link"
              aria-label={label(ch.moveUp)}
              disabled={busy || row.index === 0}
              onClick={() => move(row.index, -1)}
            >
              {ch.moveUp}
            </button>
            <button
              type="button"
              className="link"
              aria-label={label(ch.moveDown)}
              disabled={busy || row.index === items.length - 1}
              onClick={() => move(row.index, 1)}
            >
              {ch.moveDown}
            </button>
          </span>
        );
      },
    });
  }

  return (
    <>
      <p className="muted">{ch.intro}</p>
      <Failure message={failure} />
      <Note wide>{note?.(ch)}</Note>
      <div className="content-grid">
        <DataTable
          caption={ch.caption}
          columns={columns}
          page={wholePage(list.data)}
          loading={list.isFetching}
          failure={list.failure}
          onRetry={() => void list.refetch()}
          onPage={() => undefined}
          csv={{
            fileName: ch.csv,
            header: [
              ch.columns.order,
              ch.columns.code,
              ch.columns.name,
              ch.columns.kind,
              fill(ch.minAmount, { currency: currency?.code ?? '' }),
              fill(ch.maxAmount, { currency: currency?.code ?? '' }),
              t.cashier.currency,
              ch.bank,
              ch.accountName,
              ch.accountNumber,
              ch.columns.status,
            ],
            rows: async () => items,
            row: (item) => [
              item.sortOrder,
              item.code,
              item.label,
              item.kind,
              minorToDecimal(item.minAmount, currency?.decimals ?? 2),
              minorToDecimal(item.maxAmount, currency?.decimals ?? 2),
              currency?.code ?? '',
              item.instructions.bank ?? '',
              item.instructions.accountName ?? '',
              item.instructions.accountNumber ?? '',
              item.enabled ? ch.on : ch.off,
            ],
          }}
        />
        {writes && <ChannelForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />}
      </div>
    </>
  );
}
