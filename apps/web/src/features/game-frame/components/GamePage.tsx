import { useSearchParams } from 'react-router';
import { NoGameSession } from './NoGameSession';
import { VendorGame } from './VendorGame';
import './game-frame.css';

/**
 * /seamless?client=<vendor game URL>&game=<code>: the page a launch opens. Every game is a vendor's (our game
 * server's or an aggregator's), so the page frames its client; without one there is nothing to play.
 */
export function GamePage() {
  const [params] = useSearchParams();
  const client = params.get('client');
  return client ? <VendorGame client={client} /> : <NoGameSession />;
}
