import type { Theme } from '@portal/contracts';
import { useState } from 'react';

/** The site's logo from its theme; when there is none (or it fails to load) the name stands alone. */
export function SiteLogo({ theme, name, size = 36 }: { theme?: Theme; name?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!theme?.logoUrl || failed) return null;
  return (
    <img
      className="site-logo"
      src={theme.logoUrl}
      alt={name ?? ''}
      height={size}
      onError={() => setFailed(true)}
      decoding="async"
    />
  );
}
