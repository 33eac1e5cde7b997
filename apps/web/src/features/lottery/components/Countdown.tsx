import { formatRemaining } from '../../../lib/use-now';
import './Countdown.css';

/** Time left as mm:ss (h:mm:ss past an hour), read by assistive technology as a timer, not announced each second. */
export function Countdown({ ms, label }: { ms: number; label: string }) {
  return (
    <span role="timer" aria-label={label} className="countdown figures">
      {formatRemaining(ms)}
    </span>
  );
}
