import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";

/** Advisory lock id of a housekeeping pass (the migrations use 727274). */
export const HOUSEKEEPING_LOCK_ID = 727275;
/** The first pass runs this soon after start at the latest (or after one interval, if shorter). */
export const FIRST_PASS_MS = 60_000;

/** What one pass removed. */
export interface HousekeepingPass {
  sessions: number;
  rateLimits: number;
  loginFailures: number;
  auditEntries: number;
  transcriptTurns: number;
  /** Inquiries done longer ago than the owner's retention period. */
  inquiries: number;
  invitations: number;
  orphanedFiles: number;
  /** Scheduled backups taken (0 or 1: one when the owner's daily backup was due). */
  backups: number;
}

export interface HousekeepingOptions {
  database: Pick<Database, "tryExclusive">;
  /** Expired sessions (auth service). */
  sessions: { pruneExpired(): Promise<number> };
  /** Expired rate-limit windows. */
  rateLimits: { prune(): Promise<number> };
  /** Failed sign-ins past their retention (login throttle). */
  loginFailures: { prune(): Promise<number> };
  /** Audit log entries past their retention (a year). */
  auditLog: { prune(): Promise<number> };
  /** Transcript turns older than the operator's retention period. */
  transcripts: { prune(): Promise<number> };
  /** Inquiries done longer ago than the owner's retention period. */
  inquiries: { prune(): Promise<number> };
  /** Invitations accepted, revoked or expired a month ago (accounts service). */
  invitations: { pruneInvitations(): Promise<number> };
  /** Stored files without a document row (the ingestion worker's sweep). */
  orphans: { sweepOrphans(): Promise<string[]> };
  /** The owner's daily backup, when due, and its retention (features/backup); records its own failure. */
  backups?: { runIfDue(): Promise<number> };
  log: FastifyBaseLogger;
  /** Milliseconds between passes (HOUSEKEEPING_INTERVAL_SECONDS). */
  intervalMs: number;
}

/**
 * Removes what would otherwise pile up: expired sessions, expired rate-limit
 * counters, old failed sign-ins, audit entries older than a year, transcripts
 * older than the operator's retention period, inquiries done longer ago than
 * the owner's retention period, invitations done with a month
 * ago, stored files without a document; and takes the owner's daily
 * backup when it is due. On a
 * schedule, on one instance at a time (an advisory lock on PostgreSQL; a
 * PGlite folder has one process anyway): an instance that finds the lock
 * taken skips its pass.
 */
export function createHousekeeping(opts: HousekeepingOptions) {
  const { database, log, intervalMs } = opts;
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<unknown> = Promise.resolve();

  /** One pass; undefined when another instance (or an earlier call) is running one. */
  async function runOnce(): Promise<HousekeepingPass | undefined> {
    const outcome = await database.tryExclusive(HOUSEKEEPING_LOCK_ID, async () => {
      const pass: HousekeepingPass = {
        sessions: await opts.sessions.pruneExpired(),
        rateLimits: await opts.rateLimits.prune(),
        loginFailures: await opts.loginFailures.prune(),
        auditEntries: await opts.auditLog.prune(),
        transcriptTurns: await opts.transcripts.prune(),
        inquiries: await opts.inquiries.prune(),
        invitations: await opts.invitations.pruneInvitations(),
        // Files last: a storage that is down must not keep the tables from being pruned.
        orphanedFiles: (await opts.orphans.sweepOrphans()).length,
        // Last: the backup then holds what this pass left.
        backups: (await opts.backups?.runIfDue()) ?? 0,
      };
      return pass;
    });
    if (!outcome.ran) {
      log.debug("housekeeping: a pass is already running elsewhere");
      return undefined;
    }
    const removed = Object.values(outcome.value).some((n) => n > 0);
    log[removed ? "info" : "debug"]({ event: "housekeeping", ...outcome.value }, "housekeeping pass");
    return outcome.value;
  }

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      current = runOnce()
        .catch((err: unknown) => log.error({ err }, "housekeeping pass failed"))
        .finally(() => {
          if (!stopped) schedule(intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(Math.min(intervalMs, FIRST_PASS_MS));
    },
    /** Stops the schedule and waits for a pass in progress, so shutdown never cuts one off. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}

export type Housekeeping = ReturnType<typeof createHousekeeping>;
