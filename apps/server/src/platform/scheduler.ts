import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { Executor } from '../db/executor.js';

export interface Job {
  name: string;
  everyMs: number;
  run(tx: Executor): Promise<number>;
}

/** A stable 64-bit advisory-lock id from the job's name. */
function lockIdOf(name: string): bigint {
  return createHash('sha256').update(name).digest().readBigInt64BE(0);
}

/**
 * Runs work in one transaction under a transaction-level advisory lock named like a job
 * (ARCHITECTURE §6): with many instances, one runs it and the others skip. Answers what the work
 * answered, or null when another instance held the lock.
 */
export async function runLocked<T>(db: Database, name: string, work: (tx: Executor) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(${lockIdOf(name)}) AS locked`,
    );
    if (!result.rows[0]?.locked) return null;
    return work(tx);
  });
}

/** Runs a job now under its lock: the rows it changed, or null when another instance held the lock. */
export async function runJobOnce(db: Database, job: Job): Promise<number | null> {
  return runLocked(db, job.name, (tx) => job.run(tx));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a scheduled job now, by name, under its lock (what tests and the testing surface call). */
    runJob(name: string): Promise<number | null>;
  }
}

/** Runs the jobs on their intervals while the app is up; a failed round is logged and tried next time. */
export function scheduleJobs(app: FastifyInstance, db: Database, jobs: Job[]): void {
  const timers: NodeJS.Timeout[] = [];
  app.decorate('runJob', (name: string) => {
    const job = jobs.find((candidate) => candidate.name === name);
    if (!job) throw new Error(`no job ${name}`);
    return runJobOnce(db, job);
  });
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const timer = setInterval(() => {
        runJobOnce(db, job)
          .then((changed) => {
            if (changed) app.log.info({ job: job.name, changed }, 'job done');
          })
          .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job failed'));
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
    }
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
