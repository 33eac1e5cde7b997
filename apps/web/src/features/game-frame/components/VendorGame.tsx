import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRefreshRoundViews } from '../../../lib/member/round-views';
import { NoGameSession } from './NoGameSession';

/** The vendor's game client URL with this page's origin added, so its messages come back here only. */
function frameSource(client: string): URL | null {
  try {
    const url = new URL(client);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.searchParams.set('parent', window.location.origin);
    return url;
  } catch {
    return null;
  }
}

/**
 * /seamless?client=<vendor game URL>: a vendor's game client (our game server's, or an aggregator's) in a
 * sandboxed frame. The page's CSP (frame-src) names the vendors' origins, so a link to any other origin shows
 * nothing. The game tells the page when the balance moved (every round view is read again) and when the
 * player closes it; messages from any other origin are ignored.
 */
export function VendorGame({ client }: { client: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // 'default' is the key of the first page this tab opened in the app: a game opened on its own (a new tab, a
  // shared link) has no page of ours to go back to. (window.history counts other sites' pages too.)
  const openedOnItsOwn = useLocation().key === 'default';
  const refreshRoundViews = useRefreshRoundViews();
  const source = useMemo(() => frameSource(client), [client]);

  useEffect(() => {
    if (!source) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== source.origin) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === 'game:balance') refreshRoundViews();
      // Back to where the game was opened from; a game opened on its own goes to the games.
      if (type === 'game:close') {
        if (openedOnItsOwn) navigate('/rng');
        else navigate(-1);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [source, refreshRoundViews, navigate, openedOnItsOwn]);

  if (!source) return <NoGameSession />;
  return (
    <div className="vendor-game">
      <iframe
        className="vendor-game__frame"
        title={t('route.seamless')}
        src={source.toString()}
        sandbox="allow-scripts allow-same-origin"
        allow="fullscreen; autoplay"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
