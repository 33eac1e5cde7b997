import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { formatSiteTime, gmtOffset } from '../../lib/time';

/** The agent header's GMT offset and live clock, both in the site's time zone, ticking every second. */
export function SiteClock({ timeZone }: { timeZone: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const language = i18n.language ? currentLanguage() : 'EN';
  return (
    <p className="agent-clock figures">
      <span className="visually-hidden">{t('agent.siteTime')}</span>
      <span className="agent-clock__offset" data-testid="site-gmt-offset">
        {gmtOffset(timeZone, now)}
      </span>
      <time dateTime={now.toISOString()} data-testid="site-clock">
        {formatSiteTime(now, timeZone, language)}
      </time>
    </p>
  );
}
