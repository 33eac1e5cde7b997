import type { Notice } from '@portal/contracts';
import { ListChecks, Megaphone } from 'lucide-react';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/get-announcements';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { AnnouncementsDialog } from './AnnouncementsDialog';
import { NoticeDialog } from './NoticeDialog';

const selectNotices = (data: { notices: Notice[] }) => data.notices;

/** About how long the text takes to pass: a steady reading pace whatever the length. */
const marqueeSeconds = (notices: Notice[]) =>
  Math.max(20, Math.round(notices.reduce((sum, notice) => sum + notice.title.length + notice.content.length, 0) / 6));

function NoticeItems({ notices, copy, onOpen }: { notices: Notice[]; copy: boolean; onOpen: (id: string) => void }) {
  return (
    <ul className="marquee__items" aria-hidden={copy || undefined}>
      {notices.map((notice) => (
        <li key={notice.id}>
          <button
            type="button"
            className="marquee__item"
            tabIndex={copy ? -1 : undefined}
            onClick={() => onOpen(notice.id)}
          >
            <strong>{notice.title}</strong> {notice.content}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The notice marquee (SPEC §1, §2): the player notices passing from right to left, held still under the
 * pointer or keyboard focus; with reduced motion a still list that scrolls by hand. A notice opens the
 * notice popup; the button at the end opens every public announcement.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const notices = useAnnouncements(selectNotices);
  const [openNotice, setOpenNotice] = useState<string | null | undefined>(undefined);
  const [allOpen, setAllOpen] = useState(false);
  const list = notices.data ?? [];

  return (
    <section className="marquee" aria-label={t('content.notices')}>
      <Megaphone className="marquee__icon" size={18} aria-hidden="true" />
      <div className={`marquee__viewport${reduced ? ' marquee__viewport--still' : ''}`}>
        {list.length > 0 ? (
          <div
            className={reduced ? 'marquee__track' : 'marquee__track marquee__track--moving'}
            style={{ '--marquee-seconds': `${marqueeSeconds(list)}s` } as CSSProperties}
          >
            <NoticeItems notices={list} copy={false} onOpen={setOpenNotice} />
            {reduced ? null : <NoticeItems notices={list} copy onOpen={setOpenNotice} />}
          </div>
        ) : null}
      </div>
      <button type="button" className="marquee__all" onClick={() => setAllOpen(true)}>
        <ListChecks size={16} aria-hidden="true" />
        <span className="marquee__all-label">{t('content.allAnnouncements')}</span>
      </button>
      {openNotice !== undefined ? (
        <NoticeDialog notices={list} initialId={openNotice} onClose={() => setOpenNotice(undefined)} />
      ) : null}
      <AnnouncementsDialog open={allOpen} onClose={() => setAllOpen(false)} />
    </section>
  );
}
