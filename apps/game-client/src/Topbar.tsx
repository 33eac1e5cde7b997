import type { Translate } from './i18n';
import { type Launch, tellPortal } from './launch';

interface TopbarProps {
  name: string;
  mode: 'real' | 'trial';
  /** Already formatted; null while the wallet does not answer. */
  balance: string | null;
  launch: Launch;
  t: Translate;
}

/** Every game's head: its name, free or real play, the balance, and the close button that tells the portal. */
export function Topbar({ name, mode, balance, launch, t }: TopbarProps) {
  return (
    <header className="topbar">
      <h1 className="topbar__name">{name}</h1>
      <span className={`badge${mode === 'trial' ? ' badge--trial' : ''}`}>
        {mode === 'trial' ? t('playMoney') : t('realMoney')}
      </span>
      <output className="topbar__balance" aria-live="polite">
        <span>{t('balance')}</span> <strong>{balance ?? '—'}</strong>
      </output>
      <button
        type="button"
        className="icon-button"
        aria-label={t('close')}
        onClick={() => tellPortal(launch, { type: 'game:close' })}
      >
        ✕
      </button>
    </header>
  );
}
