import { type ReactNode, useEffect, useRef } from 'react';

interface DialogProps {
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}

/** A modal panel that keeps the focus inside while open and gives it back when closed (Escape closes it). */
export function Dialog({ title, closeLabel, onClose, children }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, [href], input, select')?.focus();
    return () => opener?.focus();
  }, []);
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('button, [href], input, select, [tabindex="0"]')];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  return (
    <div className="backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-label={title} ref={panel} onKeyDown={onKeyDown}>
        <header className="dialog__head">
          <h2>{title}</h2>
          <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
            ✕
          </button>
        </header>
        {/* Focusable: a long paytable scrolls, and a keyboard must be able to scroll it too. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region, so keyboards can scroll it */}
        <div className="dialog__body" tabIndex={0}>
          {children}
        </div>
      </div>
    </div>
  );
}
