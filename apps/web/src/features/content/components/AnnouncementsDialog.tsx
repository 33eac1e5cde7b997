import { ArrowLeft, Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { Pager } from '../../../components/ui/Pager';
import { QueryView } from '../../../components/ui/QueryView';
import { useSite } from '../../../lib/site';
import { mobileQuery, useMediaQuery } from '../../../lib/use-media-query';
import { type AnnouncementItem, useAnnouncementList } from '../api/get-announcement-list';
import { rewardCenterPath } from '../hooks/banner-target';
import { formatNoticeTime } from '../hooks/notice-time';
import './notices.css';

function AnnouncementDetail({
  item,
  onBack,
  onPromotion,
}: {
  item: AnnouncementItem;
  onBack?: () => void;
  onPromotion: () => void;
}) {
  const { t } = useTranslation();
  const { brand } = useSite();
  return (
    <article className="announcements__detail" aria-labelledby={`announcement-${item.id}`}>
      {onBack ? (
        <button type="button" className="text-btn announcements__back" onClick={onBack}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('content.backToList')}
        </button>
      ) : null}
      <h3 id={`announcement-${item.id}`} className="announcements__title">
        {item.title}
      </h3>
      <p className="announcements__time figures">
        <span className="visually-hidden">{t('content.published')} </span>
        {formatNoticeTime(item.startDateStr, brand.timeZone)}
      </p>
      <p className="announcements__content">{item.content}</p>
      {item.promotionType ? (
        <Button icon={<Gift size={16} aria-hidden="true" />} onClick={onPromotion}>
          {t('content.goToPromotion')}
        </Button>
      ) : null}
    </article>
  );
}

/**
 * The public announcements dialog (SPEC §2): 9 a page, the list at the left and the chosen one in
 * full at the right (on a phone the list, then the chosen one with a way back); an announcement with a
 * promotion type offers a button to the reward centre. It closes only by its close button or Escape.
 */
export function AnnouncementsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mobile = useMediaQuery(mobileQuery);
  const [pageNo, setPageNo] = useState(1);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = useAnnouncementList(pageNo, open);
  const items = list.data?.items ?? [];
  // On a desktop the first one is shown until another is chosen; on a phone the list comes first.
  const shown = items.find((item) => item.id === chosenId) ?? (mobile ? undefined : items[0]);

  const goToPromotion = () => {
    onClose();
    navigate(rewardCenterPath);
  };
  const turnPage = (next: number) => {
    setPageNo(next);
    setChosenId(null);
  };

  return (
    <Modal open={open} title={t('content.announcements')} onClose={onClose} size="wide">
      <div className="announcements">
        {mobile && shown ? null : (
          <div className="announcements__list">
            <QueryView
              query={list}
              isEmpty={(data) => data.items.length === 0}
              empty={{ title: t('content.announcementsEmpty') }}
            >
              {(data) => (
                <>
                  <ul className="announcements__items">
                    {data.items.map((item) => (
                      <li key={item.id}>
                        <button
                          type="button"
                          className="announcements__item"
                          aria-current={item.id === shown?.id ? 'true' : undefined}
                          onClick={() => setChosenId(item.id)}
                        >
                          <span className="announcements__item-title">{item.title}</span>
                          {item.promotionType ? (
                            <Gift className="announcements__promo" size={14} aria-hidden="true" />
                          ) : null}
                        </button>
                      </li>
                    ))}
                  </ul>
                  <Pager
                    page={data.pageNo}
                    pageSize={data.pageSize}
                    total={data.total}
                    onPage={turnPage}
                    disabled={list.isPlaceholderData}
                  />
                </>
              )}
            </QueryView>
          </div>
        )}
        {shown ? (
          <AnnouncementDetail
            item={shown}
            onBack={mobile ? () => setChosenId(null) : undefined}
            onPromotion={goToPromotion}
          />
        ) : null}
      </div>
    </Modal>
  );
}
