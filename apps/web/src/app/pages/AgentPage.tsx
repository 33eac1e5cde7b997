import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { Page } from '../../components/ui/Page';
import { ListSkeleton } from '../../components/ui/QueryView';
import { contractKindOfPage } from '../../features/agent-contracts/pages';
import { NoticeList } from '../../features/content/components/NoticeList';
import { DownlineTransferCard } from '../../features/wallet/components/DownlineTransferCard';
import { type AgentMenuEntry, agentMenu } from '../layouts/agent-menu';
import { memberPages } from '../member-center/pages';

// Each page's code loads on its first visit; the two reports share their frame, so one chunk.
const TeamOverviewPage = lazy(() => import('../../features/agent/components/TeamOverviewPage'));
const DownlinesPage = lazy(() => import('../../features/agent/components/DownlinesPage'));
const RegisterCenterPage = lazy(() => import('../../features/agent/components/RegisterCenterPage'));
const TeamProfitPage = lazy(() => import('../../features/agent/components/TeamProfitPage'));
const RevenueReportPage = lazy(() => import('../../features/agent/components/RevenueReportPage'));
const AgentNoticesPage = lazy(() => import('../../features/agent/components/AgentNoticesPage'));
const DownlineTransactionsPage = lazy(() => import('../../features/agent/components/DownlineTransactionsPage'));
const ContractRecordsPage = lazy(() => import('../../features/agent-contracts/components/ContractRecordsPage'));
const OfferContractDialog = lazy(() =>
  import('../../features/agent-contracts/components/OfferContractDialog').then((module) => ({
    default: module.OfferContractDialog,
  })),
);
// The agent's own betting record is the member centre's page itself (one loader for both).
const BettingRecordPage = memberPages.personalHistoryCopy.component;

/**
 * The content of one agent page. The agent feature stands alone, so the app lends it what other
 * features draw: the wallet's transfer card, the QR code, the content's notice list and the bets'
 * betting record.
 */
function AgentPageContent({ page }: { page: AgentMenuEntry['key'] }) {
  const { t } = useTranslation();
  switch (page) {
    case 'agentAnnouncement':
      return (
        <AgentNoticesPage
          list={(items, expandedId, onExpand) => (
            <NoticeList items={items} expandedId={expandedId} onExpand={onExpand} />
          )}
        />
      );
    case 'agentTeamOverview':
      return <TeamOverviewPage />;
    case 'downlineManagmentView':
      return (
        <DownlinesPage
          transfer={(username) => (
            <div className="stack stack--4 downline-transfer">
              <DownlineTransferCard downline={username} />
            </div>
          )}
          contractOffer={(username, onClose) => (
            // Its own boundary: the dialog's code loading must not blank the list behind it.
            <Suspense fallback={null}>
              <OfferContractDialog open downline={username} onClose={onClose} />
            </Suspense>
          )}
        />
      );
    case 'registerCenter':
      return <RegisterCenterPage />;
    case 'palStatementsAgentCopy':
      return <TeamProfitPage />;
    case 'agentRevenueReport':
      return <RevenueReportPage />;
    case 'personalHistoryCopy':
      return BettingRecordPage ? <BettingRecordPage /> : <EmptyState title={t('empty.title')} text={t('empty.text')} />;
    case 'agentDownlineTransactionDetailsCopy':
      return <DownlineTransactionsPage />;
    case 'agentDividendRecordCopy2':
    case 'agentDailyWages2':
    case 'agentHourSalary':
    case 'agentRealtimeSalary':
      // Keyed by page: another kind's page starts with its own filters.
      return <ContractRecordsPage key={page} kind={contractKindOfPage[page]} />;
    default:
      return <EmptyState title={t('empty.title')} text={t('empty.text')} />;
  }
}

/** /agentHome: the agent page named by `?page=`, or the back office's home with its cards. */
export function AgentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = agentMenu.find((entry) => entry.key === params.get('page'));
  return (
    <Page title={item ? t(`agentMenu.${item.key}`) : t('route.agentHome')}>
      {item ? (
        <Suspense fallback={<ListSkeleton />}>
          <AgentPageContent page={item.key} />
        </Suspense>
      ) : (
        <DownlineTransferCard />
      )}
    </Page>
  );
}
