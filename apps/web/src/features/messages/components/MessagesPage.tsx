import type { Message } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedView } from '../../../components/ui/QueryView';
import { Tabs } from '../../../components/ui/Tabs';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { usePagedFilter } from '../../../lib/use-paged-filter';
import { useMessages } from '../api/get-messages';
import { useReadMessage } from '../api/read-message';
import { DeleteMessageDialog } from './DeleteMessageDialog';
import { MessageDialog } from './MessageDialog';
import { MessageList } from './MessageList';
import './messages.css';

type Show = 'all' | 'unread';

/** messageV2 (SPEC §2): the inbox, all or unread only; opening a message marks it read. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const paged = usePagedFilter<Show>('all');
  const query = useMessages({ page: paged.page, pageSize: paged.pageSize, unreadOnly: paged.filter === 'unread' });
  const markRead = useReadMessage();
  const [opened, setOpened] = useState<Message | null>(null);
  const [deleting, setDeleting] = useState<Message | null>(null);

  // A page emptied by deleting or reading its last message steps back one.
  const { page, setPage } = paged;
  const emptiedPage = query.data !== undefined && query.data.items.length === 0 && page > 1;
  useEffect(() => {
    if (emptiedPage) setPage(page - 1);
  }, [emptiedPage, page, setPage]);

  const open = (message: Message) => {
    setOpened(message);
    if (!message.read) {
      markRead.mutate(message.id, { onError: (error) => toast.error(errorMessage(error)) });
    }
  };

  return (
    <div className="messages">
      <Tabs<Show>
        label={t('messages.filter')}
        items={[
          { key: 'all', label: t('messages.all') },
          { key: 'unread', label: t('messages.unread') },
        ]}
        selected={paged.filter}
        onSelect={paged.setFilter}
      />
      <PagedView
        query={query}
        onPage={setPage}
        empty={
          paged.filter === 'unread'
            ? { title: t('messages.emptyUnreadTitle'), text: t('messages.emptyUnreadText') }
            : { title: t('messages.emptyTitle'), text: t('messages.emptyText') }
        }
      >
        {(items) => <MessageList messages={items} onOpen={open} onDelete={setDeleting} />}
      </PagedView>
      <MessageDialog message={opened} onClose={() => setOpened(null)} onDelete={setDeleting} />
      <DeleteMessageDialog
        message={deleting}
        onCancel={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          setOpened(null);
        }}
      />
    </div>
  );
}
