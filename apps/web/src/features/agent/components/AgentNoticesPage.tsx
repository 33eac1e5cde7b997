import type { Notice } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedView } from '../../../components/ui/QueryView';
import { useAgentNotices } from '../api/get-agent-notices';
import '../../../components/ui/history.css';

/** How the app draws notices: each with its title and time, one at a time opened to its content. */
export type NoticeListView = (
  notices: Notice[],
  expandedId: string | null,
  onExpand: (id: string | null) => void,
) => ReactNode;

/**
 * agentAnnouncement: the site's notices for agents, newest first, a page at a time. The newest of a
 * page opens by itself, as the public announcements dialog shows its first; `list` draws them (the
 * app lends the notice list the site's popups use).
 */
export default function AgentNoticesPage({ list }: { list: NoticeListView }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  // undefined: nothing chosen on this page yet, so the newest shows; null: all closed by hand.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const query = useAgentNotices(page);
  return (
    <div className="history agent-notices">
      <PagedView
        query={query}
        onPage={(next) => {
          setPage(next);
          setChosen(undefined);
        }}
        empty={{ title: t('agent.notices.emptyTitle'), text: t('agent.notices.emptyText') }}
      >
        {(items) => (
          <section aria-label={t('agent.notices.list')}>
            {list(items, chosen === undefined ? (items[0]?.id ?? null) : chosen, setChosen)}
          </section>
        )}
      </PagedView>
    </div>
  );
}
