import { type ContractKind, contractKinds } from '@portal/contracts';
import { FileX2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Modal } from '../../../components/ui/Modal';
import { ListSkeleton } from '../../../components/ui/QueryView';
import { useErrorMessage } from '../../../lib/errors';
import { useHeldContracts } from '../api/list-contracts';
import type { RunningContracts } from '../model/offer-form';
import { OfferContractForm } from './OfferContractForm';
import './contracts.css';

/** What I hold of every kind, read first: the kinds I may offer and the most each may pay. */
function OfferContract({ downline, kind, onDone }: { downline: string; kind?: ContractKind; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const held = useHeldContracts(contractKinds);
  if (held.some((query) => query.isPending)) return <ListSkeleton rows={3} />;
  const failed = held.find((query) => query.isError);
  if (failed) {
    return (
      <ErrorState
        title={t('agentContracts.offer.loadFailed')}
        message={errorMessage(failed.error)}
        onRetry={() => {
          for (const query of held) if (query.isError) void query.refetch();
        }}
        retrying={held.some((query) => query.isFetching)}
      />
    );
  }
  const running: RunningContracts = {};
  contractKinds.forEach((heldKind, index) => {
    const mine = held[index]?.data?.items.find((item) => item.state === 'accepted' || item.state === 'terminating');
    if (mine) running[heldKind] = mine;
  });
  if (Object.keys(running).length === 0) {
    return (
      <EmptyState
        icon={<FileX2 size={32} />}
        title={t('agentContracts.offer.noneTitle')}
        text={t('agentContracts.offer.noneText')}
      />
    );
  }
  return <OfferContractForm running={running} downline={downline} kind={kind} onDone={onDone} />;
}

/**
 * The "Offer contract" dialog, from a contract page (`kind` chosen first) or a downline's row
 * (`downline` filled in). Like every dialog it keeps focus inside, closes on Escape and its close
 * button, never on a click outside; it reads afresh each time it opens.
 */
export function OfferContractDialog({
  open,
  onClose,
  downline = '',
  kind,
}: {
  open: boolean;
  onClose: () => void;
  downline?: string;
  kind?: ContractKind;
}) {
  const { t } = useTranslation();
  const title = downline ? t('agentContracts.offer.titleFor', { name: downline }) : t('agentContracts.offer.title');
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {open ? <OfferContract downline={downline} kind={kind} onDone={onClose} /> : null}
    </Modal>
  );
}
