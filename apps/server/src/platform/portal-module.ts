import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { SessionCheck } from './auth.js';
import type { Clock } from './clock.js';
import type { SiteKeyStore } from './enc.js';
import type { PgListener } from './pg-listener.js';
import type { RelayTable } from './relay.js';
import type { Job } from './scheduler.js';
import type { Secrets } from './secrets.js';
import type { Sites } from './site-context.js';
import type { Throttle } from './throttle/index.js';

/** What every module is built with, made once by `buildApp` (app.ts). */
export interface ModuleDeps {
  db: Database;
  /** The one clock of the app (tests move it instead of sleeping). */
  clock: Clock;
  throttle: Throttle;
  secrets: Secrets;
  sites: Sites;
  log: FastifyBaseLogger;
  /** Member sessions (identity's), for the calls that check a token themselves (launch, chat socket). */
  sessions: SessionCheck;
  /** The instance's LISTEN connection (site changes, chat frames); it starts once every module is built. */
  listener: PgListener;
  /** Each site's encryption keys, shared by the enc layer and the sign-in answers. */
  keys: SiteKeyStore;
}

/** Registers routes on the instance it is given (each call one encapsulated plugin, as before). */
export type RouteRegistrar = (app: FastifyInstance) => Promise<void>;

/** What a module brings: its routes, its relay calls and its jobs. */
export interface ModuleParts {
  /** Routes outside the API's site context and guards (assets, the chat socket, vendor callbacks). */
  outside?: RouteRegistrar;
  /** Routes under the site context, the guards, enc and proof of work. */
  routes?: RouteRegistrar;
  /** Relay calls, served by the one relay route (`/wps/relay/:name`). */
  relays?: RelayTable;
  /** Jobs, run by the scheduler under an advisory lock. */
  jobs?: Job[];
}

/** A module: one function from the shared dependencies to what it brings; app.ts lists them. */
export type PortalModule = (deps: ModuleDeps) => ModuleParts;
