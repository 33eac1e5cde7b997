import { servicePaths } from '@portal/contracts';
import { ApiFailure, fetchWithSession, withName } from '../api';

/**
 * Follows an open chat room's server-sent events until the stream ends (the server ends each one after a few minutes)
 * or `signal` aborts: `onEvent` runs for each posted message and each "read the room again". A refused stream throws
 * the API's failure (an ended session says so), a dropped one ends like a finished one.
 */
export async function followRoom(roomId: string, signal: AbortSignal, onEvent: () => void): Promise<void> {
  const response = await fetchWithSession(withName(servicePaths.operatorStream, 'id', roomId), signal);
  if (!response.body) throw new ApiFailure('NETWORK');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      pending += value;
      for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
        const event = pending.slice(0, end);
        pending = pending.slice(end + 2);
        if (/^event: (message|resume)$/m.test(event)) onEvent();
      }
    }
  } catch {
    // Dropped (or aborted): the caller reads the room again and follows it anew.
  }
}
