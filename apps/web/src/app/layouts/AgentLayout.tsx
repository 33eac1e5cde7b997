import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LanguageSelect } from '../../components/ui/LanguageSelect';
import { useConsolidatedFlags } from '../../features/session/api/get-consolidated-flags';
import { SiteLogo } from '../../features/system/components/SiteLogo';
import { useSession } from '../../lib/member/use-session';
import { useSite } from '../../lib/site';
import { AgentHeaderActions } from './AgentHeaderActions';
import { type ConsolidatedFlag, visibleAgentMenu } from './agent-menu';
import { SiteClock } from './SiteClock';
import './agent.css';
import { PageOutlet } from './PageOutlet';

/** The agent contract types switched on by the consolidated fetch; the four contract pages follow them (SPEC §2). */
function useEnabledContractTypes(): ReadonlySet<ConsolidatedFlag> {
  const flags = useConsolidatedFlags().data;
  return new Set(flags ? (Object.keys(flags) as ConsolidatedFlag[]).filter((flag) => flags[flag]) : []);
}

/**
 * The agent side (/agent, /agentHome): top bar with site time, and on the back office the nickname,
 * the header's actions and a left menu.
 */
export function AgentLayout({ nav }: { nav: boolean }) {
  const { t } = useTranslation();
  const { name, theme, brand } = useSite();
  const [params] = useSearchParams();
  const current = params.get('page');
  const { info, signedIn } = useSession();
  const enabledFlags = useEnabledContractTypes();
  return (
    <div className={`agent${nav ? '' : ' agent--bare'}`}>
      <header className="top-bar agent__top">
        <Link to={nav ? '/agentHome' : '/agent'} className="agent__brand">
          <SiteLogo theme={theme} name={name} size={32} />
          <span data-testid="site-name">{name}</span>
        </Link>
        <SiteClock timeZone={brand.timeZone} />
        <LanguageSelect languages={brand.supportedLanguages} showLabel={false} />
        {nav && signedIn ? (
          <div className="agent__who">
            <span className="agent__nickname">{info?.nickname || info?.account}</span>
            <AgentHeaderActions />
          </div>
        ) : null}
      </header>
      {nav ? (
        <nav className="agent__nav" aria-label={t('agent.menu')}>
          <ul className="nav-list">
            {visibleAgentMenu(enabledFlags).map(({ key, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={`/agentHome?page=${key}`}
                  className="nav-link"
                  aria-current={current === key ? 'page' : undefined}
                >
                  <Icon size={18} aria-hidden="true" />
                  <span>{t(`agentMenu.${key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <main className="agent__main">
        <PageOutlet />
      </main>
    </div>
  );
}
