import { feedbackPaths, helpItemSchema, type Language } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { get } from '../../../lib/http';
import { currentLanguage } from '../../../lib/i18n';
import { withQuery } from '../../../lib/search-params';

const helpItemsSchema = z.array(helpItemSchema);

/** GET /wps/system/helpCenter (SPEC §7: lang, device WEB): the site's help items. */
export function getHelpCenter(language: Language, signal?: AbortSignal) {
  return get(withQuery(feedbackPaths.helpCenter, { lang: language, device: 'WEB' }), helpItemsSchema, signal);
}

/** The help items in the interface's language; asked again when the language changes. */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  const language = currentLanguage();
  return useQuery({
    queryKey: ['help-center', language, i18n.language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 5 * 60_000,
  });
}
