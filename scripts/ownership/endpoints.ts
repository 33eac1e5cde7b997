import { unknownPart } from './evaluate.js';

/** A path a module serves, with the module that serves it. */
export interface Endpoint {
  path: string;
  module: string;
}

const isParameter = (segment: string) => segment.startsWith(':') || segment === '*';

const segmentCache = new Map<string, string[]>();

/** A path's segments (cached: every called path is compared with every route). */
function segmentsOf(path: string): string[] {
  let segments = segmentCache.get(path);
  if (!segments) {
    segments = path.split('/').filter((segment) => segment.length > 0);
    segmentCache.set(path, segments);
  }
  return segments;
}

/**
 * Whether a path the web builds can reach a route: the same segments, where a route's `:param` takes any
 * segment and a part the web fills in at run time (`${id}`) may be any segment of the route.
 */
export function reaches(called: string, route: string): boolean {
  const a = segmentsOf(called);
  const b = segmentsOf(route);
  if (a.length !== b.length) return false;
  return a.every((segment, i) => segment === b[i] || isParameter(b[i]!) || segment.includes(unknownPart));
}

/** How many segments of a route are parameters: the router prefers the route with fewer. */
function looseness(route: string): number {
  return segmentsOf(route).filter(isParameter).length;
}

/**
 * The endpoints a called path lands on, as a router would pick them: of the routes it reaches, those with
 * the fewest parameters (`/wps/relay/GCS_x` lands on the relay `GCS_x`, not on `/wps/relay/:name`).
 */
export function landsOn(called: string, endpoints: readonly Endpoint[]): Endpoint[] {
  const reached = endpoints.filter((endpoint) => reaches(called, endpoint.path));
  if (reached.length === 0) return [];
  const best = Math.min(...reached.map((endpoint) => looseness(endpoint.path)));
  return reached.filter((endpoint) => looseness(endpoint.path) === best);
}
