import { type Permission, pickTranslation } from '@portal/contracts';
import { createContext, useContext, useMemo } from 'react';
import { useApiLanguage } from './use-api-language';

const SiteContext = createContext<Permission | null>(null);
export const SiteProvider = SiteContext.Provider;

/**
 * The site the portal runs as, from GET /wps/system/permission. Only used below <SiteProvider>. The
 * customer-service titles follow the language shown (picked from every language the site wrote them in,
 * by the contracts' fallback rule), so switching language needs no new permission.
 */
export function useSite() {
  const permission = useContext(SiteContext);
  if (!permission) throw new Error('useSite() outside <SiteProvider>');
  const language = useApiLanguage();
  const { whitelabel, customerService, resources } = permission.info;
  const siteDefault = whitelabel.brand.defaultLanguage;
  const channels = useMemo(
    () =>
      customerService.map((channel) => ({
        ...channel,
        title: pickTranslation(channel.titles, language, siteDefault, channel.title),
      })),
    [customerService, language, siteDefault],
  );
  return {
    permission,
    name: whitelabel.name,
    brand: whitelabel.brand,
    theme: whitelabel.theme,
    switches: whitelabel.switches,
    customerService: channels,
    resources,
  };
}
