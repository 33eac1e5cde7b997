import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';

/**
 * Copies a text to the clipboard and says so (SPEC §8: copy success); `label` names the button for
 * screen readers and the tooltip, `copied` is the toast (by default "<what> copied.").
 */
export function CopyButton({ text, label, copied }: { text: string; label: string; copied?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(copied ?? t('common.copied'));
    } catch {
      toast.error(t('common.copyFailed'));
    }
  };
  return (
    <button type="button" className="icon-btn" aria-label={label} title={label} onClick={() => void copy()}>
      <Copy size={18} aria-hidden="true" />
    </button>
  );
}
