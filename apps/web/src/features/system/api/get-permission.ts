import { type Permission, systemPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/http';
import { shellSchema } from '../../../lib/schema-source';
import { writeSession } from '../../../lib/storage';

export const permissionQueryKey = ['system', 'permission'] as const;

/**
 * GET /wps/system/permission: everything the portal needs to boot (brand, switches, theme, customer
 * service, resources, registration rules, CDNs). The server picks the site from the Host; once known,
 * the merchant code is kept so that every later call names the site itself.
 */
export async function getPermission(signal?: AbortSignal): Promise<Permission> {
  return rememberSite(await get(systemPaths.permission, shellSchema('permissionSchema'), signal));
}

/** Keeps the site's merchant code for the calls that follow (and answers the permission as given). */
export function rememberSite(permission: Permission): Permission {
  writeSession('merchant', permission.info.whitelabel.brand.merchantCode);
  return permission;
}

/** The settings query: the hook, the first screen's fetch and its written answer share it. */
export const permissionQuery = queryOptions({
  queryKey: permissionQueryKey,
  queryFn: ({ signal }) => getPermission(signal),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePermission() {
  return useQuery(permissionQuery);
}
