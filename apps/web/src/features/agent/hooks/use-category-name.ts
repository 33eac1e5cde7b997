import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A game category's name as the portal's menus call it (RNG: "Slots"), from the route titles; a
 * category the portal has no page for shows its code.
 */
export function useCategoryName(): (category: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (category) => {
      const key = `route.${category.toLowerCase()}`;
      // biome-ignore lint/suspicious/noExplicitAny: the key is checked with exists() first
      return i18n.exists(key) ? (t(key as any) as string) : category;
    },
    [t, i18n],
  );
}
