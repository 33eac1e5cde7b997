import type { Permission } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { changeLanguage, currentLanguage, pickLanguage } from '../lib/i18n';
import { applyTheme } from './theme';

/**
 * Applies the site to the document once its permission is known: theme variables, title, and the
 * language (the user's stored choice when the site supports it, else the site's default). Answers true
 * once the language's messages are in, so no text flashes in the wrong language.
 */
export function useApplySite(permission: Permission | undefined): boolean {
  const whitelabel = permission?.info.whitelabel;
  // The first render usually comes after app/first-screen.ts switched the language: ready at once then.
  const [ready, setReady] = useState(
    () => whitelabel !== undefined && currentLanguage() === pickLanguage(whitelabel.brand),
  );

  useEffect(() => {
    if (!whitelabel) return;
    applyTheme(whitelabel.theme.colors);
    document.title = whitelabel.name;
  }, [whitelabel]);

  const brand = whitelabel?.brand;
  useEffect(() => {
    if (!brand) return;
    const language = pickLanguage(brand);
    // Switching to the language already shown would still re-render every translated component.
    if (currentLanguage() === language) {
      setReady(true);
      return;
    }
    let live = true;
    changeLanguage(language, false)
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [brand]);

  return ready;
}
