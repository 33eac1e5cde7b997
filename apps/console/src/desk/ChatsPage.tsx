import type { OperatorChatRoom } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../api';
import { useConsole } from '../console-context';
import { useApiQuery } from '../query';
import { DataTable } from '../table/DataTable';
import { FilterBar } from '../table/FilterBar';
import { useListParams } from '../table/list-params';
import { dateTime } from '../when';
import { ChatConversation } from './ChatConversation';
import { pageOfRows } from './desk-api';

/** The rooms list is read again this often, for new chats and unread counts (the open chat polls faster). */
const roomsPollMs = 10_000;

/**
 * The live chat's staff side (issue 25): the site's rooms (unread first) with who holds each, filtered in the URL,
 * and the open room (`room` in the URL) beside them, read every few seconds, with the reply box.
 */
export function ChatsPage() {
  const { t, self } = useConsole();
  const d = t.desk;
  const c = d.chat;
  const list = useListParams(['account', 'holder']);
  const [search, setSearch] = useSearchParams();
  const open = search.get('room');
  const rooms = useApiQuery(['desk', 'chats'], api.chats);
  const { refetch } = rooms;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), roomsPollMs);
    return () => clearInterval(timer);
  }, [refetch]);

  const account = (list.query.account ?? '').toLowerCase();
  const holder = list.query.holder ?? '';
  const shown = pageOfRows(
    rooms.data,
    list.query,
    (room) =>
      room.account.toLowerCase().startsWith(account) &&
      (holder === '' ||
        (holder === 'mine' && room.assignee === self.username) ||
        (holder === 'nobody' && room.assignee === null)),
  );
  const openRoom = rooms.data?.find((room) => room.id === open) ?? null;
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set('room', id);
    else next.delete('room');
    setSearch(next);
  };

  const columns: ColumnDef<OperatorChatRoom>[] = [
    {
      id: 'account',
      header: d.member,
      cell: ({ row }) =>
        row.original.id === open ? (
          <strong aria-current="true">{row.original.account}</strong>
        ) : (
          <button
            type="button"
            className="link"
            aria-label={`${c.open}: ${row.original.account}`}
            onClick={() => setOpen(row.original.id)}
          >
            {row.original.account}
          </button>
        ),
    },
    {
      id: 'unread',
      header: c.unread,
      cell: ({ row }) =>
        row.original.unread > 0 ? <span className="badge badge--unread">{row.original.unread}</span> : '0',
    },
    {
      id: 'lastMessage',
      header: c.lastMessage,
      cell: ({ row }) => <span className="desk-clip">{row.original.lastMessage ?? '–'}</span>,
    },
    { id: 'lastMessageAt', header: c.lastActivity, cell: ({ row }) => dateTime(row.original.lastMessageAt) },
    { id: 'assignee', header: c.holder, cell: ({ row }) => row.original.assignee ?? c.nobody },
  ];

  return (
    <>
      <FilterBar
        values={list.query}
        onApply={list.setFilters}
        fields={[
          { name: 'account', label: d.memberStarts },
          {
            name: 'holder',
            label: c.holder,
            type: 'select',
            options: [
              { value: '', label: c.anyHolder },
              { value: 'mine', label: c.mine },
              { value: 'nobody', label: c.nobody },
            ],
          },
        ]}
      />
      <div className={openRoom ? 'desk-chat desk-chat--open' : 'desk-chat'}>
        <DataTable
          caption={c.list}
          columns={columns}
          page={shown?.page}
          loading={rooms.isFetching && !rooms.data}
          failure={rooms.failure}
          onRetry={() => void refetch()}
          onPage={list.setPage}
          csv={{
            fileName: 'chats.csv',
            header: [d.member, c.unread, c.lastMessage, c.lastActivity, c.holder],
            rows: async () => shown?.all ?? [],
            row: (room) => [room.account, room.unread, room.lastMessage, room.lastMessageAt, room.assignee],
          }}
        />
        {openRoom ? (
          <ChatConversation key={openRoom.id} room={openRoom} onClose={() => setOpen(null)} />
        ) : (
          <p className="muted desk-chat__pick">{c.pick}</p>
        )}
      </div>
    </>
  );
}
