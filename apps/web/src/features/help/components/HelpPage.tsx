import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '../../../components/ui/Page';
import { HelpCenter } from './HelpCenter';

/** /help (SPEC §2): the help centre; `#term` opens the terms and scrolls to them. */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  return (
    <Page title={t('route.help')}>
      <HelpCenter anchor={hash ? decodeURIComponent(hash.slice(1)) : undefined} />
    </Page>
  );
}
