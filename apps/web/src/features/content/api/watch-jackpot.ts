import { type Jackpot, type JackpotLive, jackpotLiveSchema, jackpotPaths } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { useEffect } from 'react';
import { portalHeaders } from '../../../lib/http';
import { contentKeys } from './keys';

/**
 * GET /wps/content/jackpot/live: reads the pool's server-sent events until `signal` aborts or the stream ends,
 * handing each to `onLive`. Read with fetch rather than EventSource, which cannot send the portal's headers (the
 * site and the language). Throws when the stream cannot be opened.
 */
export async function watchJackpot(onLive: (live: JackpotLive) => void, signal: AbortSignal): Promise<void> {
  const { Authorization: _publicCall, ...headers } = portalHeaders();
  const response = await fetch(jackpotPaths.live, { headers: { ...headers, Accept: 'text/event-stream' }, signal });
  if (!response.ok || !response.body) throw new Error(`the jackpot stream answered ${response.status}`);
  const parser = createParser({
    onEvent: (event) => {
      const live = jackpotLiveSchema.safeParse(JSON.parse(event.data));
      if (live.success) onLive(live.data);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

/** Pauses before the stream is opened again: from 5 s, doubling to a minute while it keeps failing. */
const firstPauseMs = 5_000;
const longestPauseMs = 60_000;

/**
 * Keeps the jackpot query current from the live stream while `enabled` (the ticker shows a pool), opening it
 * again after a pause when it drops: the figure on screen is the pool's, never one the browser made up.
 */
export function useJackpotLive(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let pause = firstPauseMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onLive = (live: JackpotLive) => {
      pause = firstPauseMs;
      client.setQueryData<Jackpot>(contentKeys.jackpot(), (known) => known && { ...known, ...live });
    };
    const open = () => {
      watchJackpot(onLive, controller.signal)
        .catch(() => undefined)
        .finally(() => {
          if (controller.signal.aborted) return;
          timer = setTimeout(open, pause);
          pause = Math.min(pause * 2, longestPauseMs);
        });
    };
    open();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, client]);
}
