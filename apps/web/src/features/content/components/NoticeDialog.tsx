import type { Notice } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { NoticeList } from './NoticeList';

/** The notice popup (SPEC §2): the player notices, the one clicked in the marquee already open. */
export function NoticeDialog({
  notices,
  initialId,
  onClose,
}: {
  notices: Notice[];
  initialId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [expandedId, setExpandedId] = useState(initialId ?? notices[0]?.id ?? null);
  return (
    <Modal open title={t('content.notices')} onClose={onClose}>
      <NoticeList items={notices} expandedId={expandedId} onExpand={setExpandedId} />
    </Modal>
  );
}
