import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { Page } from '../../components/ui/Page';
import { DownlineTransferCard } from '../../features/wallet/components/DownlineTransferCard';
import { agentMenu } from '../layouts/agent-menu';

/** /agentHome: the agent page named by `?page=`, or the back office's home with its cards. */
export function AgentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const item = agentMenu.find((entry) => entry.key === params.get('page'));
  return (
    <Page title={item ? t(`agentMenu.${item.key}`) : t('route.agentHome')}>
      {item ? <EmptyState title={t('empty.title')} text={t('empty.text')} /> : <DownlineTransferCard />}
    </Page>
  );
}
