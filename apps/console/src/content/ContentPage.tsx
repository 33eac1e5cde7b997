import { contentStates, type OperatorAnnouncement, type OperatorBanner } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { PageHead } from '../PageHead';
import { DataTable } from '../table/DataTable';
import { FilterBar, selectFilter } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { dateTime } from '../when';
import { AnnouncementForm } from './AnnouncementForm';
import { BannerForm } from './BannerForm';
import './content.css';
import { MissionsTab } from './MissionsTab';
import { PromotionsTab } from './PromotionsTab';
import { ReferralTab } from './ReferralTab';
import { RewardsTab } from './RewardsTab';
import { VipLevelsTab } from './VipLevelsTab';

/** The section's tabs by their URL name: banners and announcements here, the others each in a file of its own. */
const otherTabs = {
  promotions: PromotionsTab,
  missions: MissionsTab,
  referral: ReferralTab,
  'vip-levels': VipLevelsTab,
  rewards: RewardsTab,
} as const;
type OtherTab = keyof typeof otherTabs;
const isOtherTab = (tab: string | null): tab is OtherTab => tab !== null && tab in otherTabs;

/** The URL's tab picks the list; the call takes only the filters and the page. */
const withoutTab = (query: Record<string, string>) => ({ ...query, tab: '' });
const filterNames = ['tab', 'state'];

const textIn = (texts: Record<string, string>, language: string) =>
  texts[language] ?? texts.EN ?? Object.values(texts)[0] ?? '';

/**
 * Banners and announcements (issue 25 "Content"): each list with its state filter in the URL, and beside it the form
 * to publish a new one or edit the one picked; the other tabs (promotions, missions, referral rules, VIP level names,
 * mall rewards' texts) each in a file of its own. Content operators and owners write; the others read.
 */
export function ContentPage() {
  const { t, self } = useConsole();
  const c = t.content;
  const writes = useMay('content', 'POST');
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tab = asked === 'announcements' || isOtherTab(asked) ? asked : 'banners';
  const language = self.site.languages[0] ?? 'EN';
  const [editingBanner, setEditingBanner] = useState<OperatorBanner | null>(null);
  const [editingAnnouncement, setEditingAnnouncement] = useState<OperatorAnnouncement | null>(null);
  const banners = usePagedList(filterNames, ['banners'], api.banners, withoutTab);
  const announcements = usePagedList(filterNames, ['announcements'], api.announcements, withoutTab);
  const state = (value: keyof typeof c.states) => (
    <span className={`badge badge--content-${value}`}>{c.states[value]}</span>
  );
  const edit = (onEdit: () => void) =>
    writes ? (
      <button type="button" className="link" onClick={onEdit}>
        {c.columns.edit}
      </button>
    ) : null;

  const bannerColumns: ColumnDef<OperatorBanner>[] = [
    {
      id: 'preview',
      header: c.columns.preview,
      cell: ({ row }) => <img className="thumb" src={row.original.imageUrl} alt="" />,
    },
    { id: 'title', header: c.columns.title, cell: ({ row }) => textIn(row.original.title, language) },
    { id: 'group', header: c.columns.group, cell: ({ row }) => c.groups[row.original.groupName] },
    { id: 'link', header: c.columns.link, cell: ({ row }) => row.original.linkTarget ?? c.noLink },
    { id: 'starts', header: c.columns.starts, cell: ({ row }) => dateTime(row.original.startsAt) },
    { id: 'ends', header: c.columns.ends, cell: ({ row }) => dateTime(row.original.endsAt) },
    { id: 'state', header: c.columns.state, cell: ({ row }) => state(row.original.state) },
    { id: 'edit', header: c.columns.edit, cell: ({ row }) => edit(() => setEditingBanner(row.original)) },
  ];
  const announcementColumns: ColumnDef<OperatorAnnouncement>[] = [
    { id: 'title', header: c.columns.title, cell: ({ row }) => textIn(row.original.title, language) },
    { id: 'type', header: c.columns.type, cell: ({ row }) => c.types[row.original.type] },
    { id: 'starts', header: c.columns.starts, cell: ({ row }) => dateTime(row.original.startsAt) },
    { id: 'ends', header: c.columns.ends, cell: ({ row }) => dateTime(row.original.endsAt) },
    { id: 'state', header: c.columns.state, cell: ({ row }) => state(row.original.state) },
    { id: 'edit', header: c.columns.edit, cell: ({ row }) => edit(() => setEditingAnnouncement(row.original)) },
  ];

  return (
    <section className="page" aria-labelledby="content-title">
      <PageHead id="content-title" title={c.title} intro={c.intro} />
      <nav className="tabs" aria-label={c.title}>
        <Link to="?tab=banners" aria-current={tab === 'banners' ? 'page' : undefined}>
          {c.banners}
        </Link>
        <Link to="?tab=announcements" aria-current={tab === 'announcements' ? 'page' : undefined}>
          {c.announcements}
        </Link>
        {(Object.keys(otherTabs) as OtherTab[]).map((name) => (
          <Link key={name} to={`?tab=${name}`} aria-current={tab === name ? 'page' : undefined}>
            {t.engage.tabs[name === 'vip-levels' ? 'vipLevels' : name]}
          </Link>
        ))}
      </nav>
      {isOtherTab(tab) ? <OtherTabPage tab={tab} /> : null}
      {/* One filter bar for both tabs: both lists read the same URL, and applying keeps the tab. */}
      {!isOtherTab(tab) && (
        <FilterBar
          values={banners.filters.values}
          onApply={(values) => banners.filters.onApply({ ...values, tab })}
          fields={[selectFilter('state', c.state, c.anyState, contentStates, c.states)]}
        />
      )}
      {!isOtherTab(tab) && (
        <div className="content-grid">
          {tab === 'banners' ? (
            <DataTable
              caption={c.banners}
              columns={bannerColumns}
              {...banners.table}
              csv={{
                fileName: 'banners.csv',
                header: [
                  c.columns.title,
                  c.columns.group,
                  c.columns.link,
                  c.columns.starts,
                  c.columns.ends,
                  c.columns.state,
                ],
                rows: () => banners.everyPage(),
                row: (item) => [
                  textIn(item.title, language),
                  item.groupName,
                  item.linkTarget,
                  item.startsAt,
                  item.endsAt,
                  item.state,
                ],
              }}
            />
          ) : (
            <DataTable
              caption={c.announcements}
              columns={announcementColumns}
              {...announcements.table}
              csv={{
                fileName: 'announcements.csv',
                header: [c.columns.title, c.columns.type, c.columns.starts, c.columns.ends, c.columns.state],
                rows: () => announcements.everyPage(),
                row: (item) => [textIn(item.title, language), item.type, item.startsAt, item.endsAt, item.state],
              }}
            />
          )}
          {writes && tab === 'banners' && (
            <BannerForm
              key={editingBanner?.id ?? 'new'}
              editing={editingBanner}
              onDone={() => setEditingBanner(null)}
            />
          )}
          {writes && tab === 'announcements' && (
            <AnnouncementForm
              key={editingAnnouncement?.id ?? 'new'}
              editing={editingAnnouncement}
              onDone={() => setEditingAnnouncement(null)}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** One of the tabs kept in a file of its own. */
function OtherTabPage({ tab }: { tab: OtherTab }) {
  const Tab = otherTabs[tab];
  return <Tab />;
}
