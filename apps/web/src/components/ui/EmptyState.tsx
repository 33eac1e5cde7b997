import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list or page shows when it has nothing in it: an icon, a title and one line. */
export function EmptyState({ title, text, icon }: { title: string; text?: string; icon?: ReactNode }) {
  return (
    <div className="state">
      <span className="state__icon" aria-hidden="true">
        {icon ?? <Inbox size={32} />}
      </span>
      <p className="state__title">{title}</p>
      {text ? <p className="state__text">{text}</p> : null}
    </div>
  );
}
