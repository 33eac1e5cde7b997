import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';

/** Copies a text to the clipboard and says so (SPEC §8: copy success). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('lottery.copied'));
    } catch {
      toast.error(t('lottery.copyFailed'));
    }
  };
  return (
    <button type="button" className="icon-btn" aria-label={label} title={label} onClick={() => void copy()}>
      <Copy size={18} aria-hidden="true" />
    </button>
  );
}
