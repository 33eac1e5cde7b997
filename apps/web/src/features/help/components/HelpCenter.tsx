import type { HelpItem } from '@portal/contracts';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/ui/QueryView';
import { useHelpCenter } from '../api/get-help-center';
import './help.css';

/** The element id of an item: its anchor when it has one (`#term`), so a link can open it. */
const idOf = (item: HelpItem) => item.anchor ?? `help-${item.id}`;

/**
 * The site's help items as sections that open one by one (native <details>, so keyboard and screen
 * readers work as usual). `anchor` opens that item and scrolls to it (`/help#term`, the terms link).
 */
export function HelpCenter({ anchor }: { anchor?: string }) {
  const { t } = useTranslation();
  const query = useHelpCenter();
  return (
    <QueryView query={query} isEmpty={(items) => items.length === 0} empty={{ title: t('help.empty') }}>
      {(items) => <HelpList items={items} anchor={anchor} />}
    </QueryView>
  );
}

function HelpList({ items, anchor }: { items: HelpItem[]; anchor?: string }) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(anchor ? [anchor] : []));
  const list = useRef<HTMLDivElement>(null);

  // A new anchor (the terms link while the page is shown) opens its item and brings it into view.
  useEffect(() => {
    if (!anchor) return;
    setOpen((now) => new Set(now).add(anchor));
    const target = list.current?.querySelector(`[id="${CSS.escape(anchor)}"]`);
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    target?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [anchor]);

  const toggle = (id: string, isOpen: boolean) =>
    setOpen((now) => {
      const next = new Set(now);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div ref={list} className="help">
      {items.map((item) => {
        const id = idOf(item);
        return (
          <details
            key={item.id}
            id={id}
            className="help__item"
            open={open.has(id)}
            onToggle={(event) => toggle(id, event.currentTarget.open)}
          >
            <summary className="help__summary">
              <h2 className="help__title">{item.title}</h2>
              <ChevronDown size={18} aria-hidden="true" className="help__chevron" />
            </summary>
            <p className="help__content">{item.content}</p>
          </details>
        );
      })}
    </div>
  );
}
