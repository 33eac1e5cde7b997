import { type freePlayRequestSchema, type LoginResponse, loginResponseSchema, sessionPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';

/** A short name of the visitor's system for the free-play call; the server only records it. */
function clientOs(): string {
  const agent = navigator.userAgent;
  if (/android/i.test(agent)) return 'android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'ios';
  if (/windows/i.test(agent)) return 'windows';
  if (/mac os/i.test(agent)) return 'macos';
  if (/linux/i.test(agent)) return 'linux';
  return 'other';
}

/** POST /wps/session/login/freeplay (FREEPLAY3): a trial session. */
export function freePlay(): Promise<LoginResponse> {
  const body: z.input<typeof freePlayRequestSchema> = { platform: 'W', os: clientOs() };
  return request(sessionPaths.freePlay, loginResponseSchema, { method: 'POST', body });
}

export function useFreePlay() {
  return useMutation({ mutationFn: freePlay });
}
