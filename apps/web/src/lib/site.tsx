import type { Permission } from '@portal/contracts';
import { createContext, useContext } from 'react';

const SiteContext = createContext<Permission | null>(null);
export const SiteProvider = SiteContext.Provider;

/** The site the portal runs as, from GET /wps/system/permission. Only used below <SiteProvider>. */
export function useSite() {
  const permission = useContext(SiteContext);
  if (!permission) throw new Error('useSite() outside <SiteProvider>');
  const { whitelabel, customerService, resources } = permission.info;
  return {
    permission,
    name: whitelabel.name,
    brand: whitelabel.brand,
    theme: whitelabel.theme,
    switches: whitelabel.switches,
    customerService,
    resources,
  };
}
