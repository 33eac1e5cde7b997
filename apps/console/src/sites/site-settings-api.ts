import {
  type OperatorSite,
  operatorSiteSettingsPaths,
  type SiteSettings,
  type SiteSettingsUpdate,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, call, withName } from '../api';
import { useConsole } from '../console-context';
import { useApiQuery } from '../query';
import { useAction } from '../use-action';

/** The query key of a site's settings; the Sites list (['sites']) is read again with it after a change. */
export const siteSettingsKey = (code: string) => ['sites', code, 'settings'] as const;

/** A site's access, rules and switches (owners write; risk and read-only read). */
export const siteSettingsApi = {
  get: (code: string) => call<SiteSettings>('GET', withName(operatorSiteSettingsPaths.settings, 'code', code)),
  update: (code: string, body: SiteSettingsUpdate) =>
    call<SiteSettings>('PUT', withName(operatorSiteSettingsPaths.settings, 'code', code), body),
};

export const useSiteSettings = (code: string) => useApiQuery(siteSettingsKey(code), () => siteSettingsApi.get(code));

/** The site as the Sites list has it (name, colours, domains), from every site the operator runs. */
export function useOperatorSite(code: string) {
  const sites = useApiQuery(['sites', 'templates'], () => api.sites({ pageSize: '100' }));
  const site: OperatorSite | undefined = sites.data?.items.find((entry) => entry.code === code.toUpperCase());
  return { ...sites, site };
}

/**
 * A settings tab's save: only what changed is sent (nothing changed says so), the answer becomes the cached settings,
 * and the Sites list is read again.
 */
export function useSettingsSave(code: string) {
  const { t, signOut } = useConsole();
  const queries = useQueryClient();
  const [note, setNote] = useState<string | null>(null);
  const action = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const save = (changes: SiteSettingsUpdate) => {
    setNote(null);
    if (Object.keys(changes).length === 0) {
      setNote(t.sitePage.noChange);
      return;
    }
    void action.run(async () => {
      const after = await siteSettingsApi.update(code, changes);
      queries.setQueryData(siteSettingsKey(code), after);
      setNote(t.sitePage.saved);
      await queries.invalidateQueries({ queryKey: ['sites'], refetchType: 'active' });
    });
  };
  return { ...action, note, save };
}

/** The fields whose value differs from the stored one (arrays compared by their items in order). */
export function changedOf<T extends object>(draft: T, stored: Record<keyof T, unknown>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(draft) as (keyof T)[]) {
    if (JSON.stringify(draft[key]) !== JSON.stringify(stored[key])) changes[key] = draft[key];
  }
  return changes;
}
