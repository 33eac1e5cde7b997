import { X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the top one answers Escape and Tab. */
const stack: symbol[] = [];

/**
 * A dialog (SPEC §2): centred, focus kept inside while open, closed by its close button or Escape —
 * never by a click outside. Without `onClose` it cannot be closed at all (a forced step). Focus
 * returns to where it was when the dialog closes.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  size = 'normal',
}: {
  open: boolean;
  title: string;
  onClose?: () => void;
  children: ReactNode;
  /** `wide` for a list beside its detail (the public announcements). */
  size?: 'normal' | 'small' | 'wide';
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const node = panel.current;
    const body = node?.querySelector('.modal__body');
    const first = body?.querySelector<HTMLElement>(focusable) ?? node?.querySelector<HTMLElement>(focusable);
    (first ?? node)?.focus();
    const self = Symbol('modal');
    stack.push(self);

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack[stack.length - 1] !== self) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current?.();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
      const items = [...node.querySelectorAll<HTMLElement>(focusable)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === head || !node.contains(active))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !node.contains(active))) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      stack.splice(stack.indexOf(self), 1);
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={panel}
        className={`modal${size === 'normal' ? '' : ` modal--${size}`}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {onClose ? (
            <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={onClose}>
              <X size={20} aria-hidden="true" />
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
