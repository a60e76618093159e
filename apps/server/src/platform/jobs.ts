import { addDays, localDate, localMidnight } from '@tenora/domain/dates';
import { MARKET_INFO, type Market } from '@tenora/domain/market';
import PgBoss from 'pg-boss';
import type { Clock } from './clock.ts';
import type { Db, Queryable } from './db.ts';
import { lockName } from './locks.ts';

/**
 * Work that happens without a tap (docs/decisions/102-jobs-on-the-database.md): pg-boss, a
 * PostgreSQL-backed queue, on the database the API already uses, PGlite or PostgreSQL. Jobs are
 * rows, so they survive restarts and are queued in the transaction of the event that causes them;
 * a job is taken by one worker across every process (SKIP LOCKED), retried with backoff, and
 * failed for good after its last retry, where the console shows it.
 *
 * Two kinds of work are declared here by the modules: jobs (one piece of work on data, e.g. send
 * one message) and tasks (run on a schedule: at hours of a market's day, e.g. the hourly
 * reminders, or every few minutes, a sweep, e.g. what expired).
 * A task's run reads time from the app's clock, never the database's, so the support API's clock
 * drives them in demos and tests (`catchUp`).
 */

/** pg-boss's own tables live in this schema; its migrations are its own (`installJobSchema`). */
export const JOB_SCHEMA = 'pgboss';

export interface JobKind<T> {
  name: string;
  /** Runs one job. Throwing retries it, with backoff, until `retryLimit` is spent. */
  run(data: T): Promise<void>;
  retryLimit: number;
  /** The first retry's delay; each next one doubles (pg-boss's backoff, with jitter). */
  retryDelaySeconds: number;
  /** A job running longer is taken as lost (its worker died) and retried. */
  expireInSeconds: number;
}

/** A task at hours of a market's day, e.g. the reminders in its contact hours. */
export interface DailyTask {
  name: string;
  market: Market;
  /** The hours of the market's day it runs at, on the hour, local time: [8, 9, 10] */
  hours: readonly number[];
  run(at: Date): Promise<void>;
  /**
   * What a jump of the support API's clock runs of the days it skips: the task's first run of
   * `every` day (the default: a day's reminders are that day's), or only the `latest`, for a task
   * whose run does all that the earlier ones would have done, as a sweep of what is older than a
   * line does; or `hourly`, each of its hours of each day, for a task whose work falls due at an
   * hour of the day (autopay's debits, taken 25 hours after their notice).
   */
  catchUp?: 'every' | 'latest' | 'hourly';
  /** An `hourly` task's: true when it has nothing to do, so a jump runs each day's first hour. */
  idle?: () => Promise<boolean>;
}

/**
 * A sweep: every few minutes, whatever the market, it does all that is due by `at` and was not
 * yet done (what expired, what the provider did not yet take), so one run does what every run
 * before it would have (docs/decisions/106-expiry-by-a-sweep.md).
 */
export interface Sweep {
  name: string;
  /** Minutes between runs, a divisor of 60: it runs on the minutes of the hour that are its multiples. */
  minutes: number;
  run(at: Date): Promise<void>;
}

export type ScheduledTask = DailyTask | Sweep;

export interface QueueHealth {
  name: string;
  waiting: number;
  running: number;
  failed: number;
  /** Failed jobs still to be retried. */
  retrying: number;
}

/**
 * What a job's SQL runs on: the app's database, or a transaction of it. `inFlight`, when given,
 * holds each statement until it settles, so that stopping can wait for them all.
 */
function sqlOf(db: Queryable, inFlight?: Set<Promise<unknown>>): PgBoss.Db {
  if (inFlight) {
    const plain = sqlOf(db);
    return {
      executeSql(text: string, values?: unknown[]) {
        const run = plain.executeSql(text, values ?? []);
        const settled = run.then(
          () => undefined,
          () => undefined,
        );
        inFlight.add(settled);
        void settled.then(() => inFlight.delete(settled));
        return run;
      },
    };
  }
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return { rows: await db.query(text, values) };
      // pg-boss sends some commands as several statements at once, with no parameters.
      if (/;\s*\S/.test(text.trim().replace(/;\s*$/, ''))) {
        await db.exec(text);
        return { rows: [] };
      }
      return { rows: await db.query(text) };
    },
  };
}

/**
 * Creates pg-boss's tables unless they are there, in the caller's transaction: part of `migrate`,
 * so templates carry them, and under its lock, so processes starting at once on a new database
 * take turns and the later ones find them made (two making them at once, one fails).
 */
export async function installJobSchema(tx: Queryable): Promise<void> {
  const [row] = await tx.query<{ installed: boolean }>(
    `select to_regclass('${JOB_SCHEMA}.version') is not null as installed`,
  );
  if (row?.installed) return;
  // pg-boss wraps its plan in a transaction of its own; the caller's, holding the lock, is it.
  const plan = /^BEGIN;([\s\S]*)COMMIT;$/.exec(PgBoss.getConstructionPlans(JOB_SCHEMA).trim());
  if (!plan?.[1]) throw new Error("pg-boss's construction plan is not one transaction");
  await tx.exec(plan[1]);
}

const HOUR_MS = 3_600_000;

/**
 * The first time a task runs on each local day in (from, to]: what a jump of the support API's
 * clock must run. A task's later runs on a day find what its first found, since nothing else
 * happens while the clock jumps. Both markets' zones have a fixed offset (no daylight saving).
 */
export function firstRunsBetween(task: DailyTask, from: Date, to: Date): Date[] {
  const runs: Date[] = [];
  const hours = [...task.hours].sort((a, b) => a - b);
  for (let day = localDate(from, task.market); ; day = addDays(day, 1)) {
    const midnight = localMidnight(day, task.market).getTime();
    if (midnight > to.getTime()) break;
    const first = hours
      .map((h) => midnight + h * HOUR_MS)
      .find((at) => at > from.getTime() && at <= to.getTime());
    if (first !== undefined) runs.push(new Date(first));
  }
  return runs;
}

/** Every time a task runs in (from, to], each of its hours of each local day, in order. */
export function hourlyRunsBetween(task: DailyTask, from: Date, to: Date): Date[] {
  const runs: Date[] = [];
  const hours = [...task.hours].sort((a, b) => a - b);
  for (let day = localDate(from, task.market); ; day = addDays(day, 1)) {
    const midnight = localMidnight(day, task.market).getTime();
    if (midnight > to.getTime()) break;
    for (const at of hours.map((h) => midnight + h * HOUR_MS))
      if (at > from.getTime() && at <= to.getTime()) runs.push(new Date(at));
  }
  return runs;
}

/**
 * A sweep's one run for a jump of the clock from `from` to `to`: its last time in (from, to].
 * Each run does what the earlier ones would have, so running those too changes nothing.
 */
export function lastSweepBetween(sweep: Sweep, from: Date, to: Date): Date[] {
  const step = sweep.minutes * 60_000;
  const last = Math.floor(to.getTime() / step) * step;
  return last > from.getTime() ? [new Date(last)] : [];
}

/** What a jump of the clock from `from` to `to` runs of `task`, in order. */
export function runsBetween(task: ScheduledTask, from: Date, to: Date): Date[] {
  if ('minutes' in task) return lastSweepBetween(task, from, to);
  return task.catchUp === 'hourly'
    ? hourlyRunsBetween(task, from, to)
    : firstRunsBetween(task, from, to);
}

/** pg-boss's cron for a task, and the zone it reads it in. */
function cronOf(task: ScheduledTask): { cron: string; tz: string } {
  if ('minutes' in task) return { cron: `*/${task.minutes} * * * *`, tz: 'UTC' };
  return { cron: `0 ${task.hours.join(',')} * * *`, tz: MARKET_INFO[task.market].timeZone };
}

export interface JobsOptions {
  /** This process runs workers and keeps the schedules (`npm start` by default, `npm run worker`). */
  work: boolean;
  /** How often an idle worker asks for jobs; a busy one asks again at once. */
  pollingIntervalSeconds?: number;
  /** How often lost jobs (their worker died) are found and retried, and old ones archived. */
  maintenanceIntervalSeconds?: number;
}

type Handler = (data: object) => Promise<void>;

/** Jobs a worker takes from its queue at once, and runs one after another. */
const WORK_BATCH = 20;

/** How long stopping waits for the statements pg-boss left running, as long as its own stop. */
const STOP_WAIT_MS = 10_000;

/** The queue pg-boss's timekeeper turns schedules into jobs through, in a working process. */
const SCHEDULES_QUEUE = '__pgboss__send-it';

export class Jobs {
  private readonly kinds = new Map<string, JobKind<never>>();
  private readonly tasks: ScheduledTask[] = [];
  private readonly boss: PgBoss;
  private started: Promise<void> | undefined;
  /** Jobs this process queued since `drain` last looked: none, and there is nothing to look for. */
  private queued = false;
  /** pg-boss's statements not yet answered: some it starts without awaiting them. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: JobsOptions,
    private readonly onError: (err: unknown, where: string) => void,
  ) {
    this.boss = new PgBoss({
      db: sqlOf(db, this.inFlight),
      schema: JOB_SCHEMA,
      // The schema is installed by `migrate` with ours (installJobSchema).
      migrate: false,
      // Only a working process finds lost jobs and turns schedules into jobs.
      supervise: options.work,
      schedule: options.work,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 15,
    });
    this.boss.on('error', (err) => onError(err, 'jobs'));
  }

  define<T>(kind: JobKind<T>): JobKind<T> {
    this.kinds.set(kind.name, kind as JobKind<never>);
    return kind;
  }

  every(task: ScheduledTask): void {
    // Another step would not fall on the same minutes every hour, and the catch-up counts on it.
    if (
      'minutes' in task &&
      !(Number.isInteger(task.minutes) && task.minutes > 0 && 60 % task.minutes === 0)
    )
      throw new Error(`${task.name}: a sweep's minutes must divide 60, not ${task.minutes}`);
    this.tasks.push(task);
  }

  /** Queues jobs, in the caller's transaction when given, so they exist exactly when it commits. */
  async send<T extends object>(tx: Queryable | null, name: string, items: T[]): Promise<void> {
    if (items.length === 0) return;
    await this.start();
    const jobs = items.map((data) => ({ name, data }));
    this.queued = true;
    if (tx) await this.boss.insert(jobs, { db: sqlOf(tx) });
    else await this.boss.insert(jobs);
  }

  /**
   * Declares every queue and schedule (once, whoever declares it first), connects and, in a
   * working process, starts a worker per queue.
   */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.declare();
      await this.boss.start();
      if (!this.options.work) return;
      const pollingIntervalSeconds = this.options.pollingIntervalSeconds ?? 2;
      for (const kind of this.kinds.values()) {
        // Set once `work` answers; a batch taken before that waits out the interval as before.
        const worker = { id: '' };
        worker.id = await this.boss.work<object>(
          kind.name,
          { pollingIntervalSeconds, batchSize: WORK_BATCH },
          async (jobs) => {
            await this.settle(kind.name, jobs, kind.run as Handler);
            // pg-boss waits out the polling interval after every batch, however busy: a full
            // batch says more are waiting, so the worker asks again at once, or a queue of
            // 100,000 reminders would move at 20 jobs per interval (docs/performance.md).
            if (jobs.length === WORK_BATCH && worker.id) this.boss.notifyWorker(worker.id);
          },
        );
      }
      for (const task of this.tasks) {
        await this.boss.work(task.name, { pollingIntervalSeconds }, () =>
          task.run(this.clock.now()),
        );
      }
    })();
    return this.started;
  }

  /**
   * Creates the queues not there yet and, in a working process, keeps the schedules, in one
   * transaction under a lock. pg-boss makes a queue's table the first time it is declared, and two
   * processes doing so at once deadlock on its queue list, one of them failing to start
   * (docs/scaling.md#jobs-and-workers); under the lock the second finds them made. Its own queue
   * for schedules is made here too, since its timekeeper would make it at start without the lock.
   */
  private async declare(): Promise<void> {
    await this.db.transaction(async (tx) => {
      // A process starting waits for another's creation however long its tables take, as
      // migrating does (decision 089).
      if (this.db.kind === 'postgres') {
        await tx.exec('set local statement_timeout = 0; set local lock_timeout = 0');
      }
      await lockName(tx, `${JOB_SCHEMA}:queues`);
      const boss = new PgBoss({ db: sqlOf(tx), schema: JOB_SCHEMA, migrate: false });
      for (const kind of this.kinds.values()) {
        await boss.createQueue(kind.name, {
          name: kind.name,
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: kind.expireInSeconds,
        });
      }
      for (const task of this.tasks) await boss.createQueue(task.name, { name: task.name });
      if (!this.options.work) return;
      await boss.createQueue(SCHEDULES_QUEUE);
      for (const task of this.tasks) {
        const { cron, tz } = cronOf(task);
        await boss.schedule(task.name, cron, {}, { tz });
      }
    });
  }

  /**
   * Runs each job of a batch, and completes or fails each by itself: one job's failure retries
   * that job alone. Nothing is left for pg-boss to mark when the batch returns.
   */
  private async settle(name: string, jobs: PgBoss.Job<object>[], run: Handler): Promise<void> {
    const done: string[] = [];
    for (const job of jobs) {
      try {
        await run(job.data);
        done.push(job.id);
      } catch (err) {
        this.onError(err, name);
        // Not thrown on: pg-boss would fail the whole batch again, without awaiting it.
        await this.boss
          .fail(name, job.id, { message: errorText(err) })
          .catch((failing: unknown) => this.onError(failing, name));
      }
    }
    if (done.length > 0) await this.boss.complete(name, done);
  }

  /** Runs, in this process, every job that is available now, until none is (the support API). */
  async drain(): Promise<void> {
    await this.start();
    if (!this.queued) return;
    this.queued = false;
    for (let more = true; more;) {
      more = false;
      for (const kind of this.kinds.values()) {
        const jobs = await this.boss.fetch<object>(kind.name, { batchSize: 100 });
        if (!jobs || jobs.length === 0) continue;
        more = true;
        await this.settle(kind.name, jobs, kind.run as Handler);
      }
    }
  }

  /**
   * The support API's clock moved from `from` to `to`: runs, in order, every scheduled task that
   * fell due in between (a daily task's first run of each day, a sweep's last run), with the clock
   * set to its time, and the jobs each queued, so a demo sees the days it skipped. The clock ends
   * at `to`.
   */
  async catchUp(from: Date, to: Date, setClock: (at: Date) => void): Promise<void> {
    // An hourly task with nothing to do when the jump starts gets nothing to do during it (only
    // the tasks run meanwhile), so each day's first run is enough for it, as for the others.
    const idle = await Promise.all(
      this.tasks.map(async (task) =>
        'hours' in task && task.catchUp === 'hourly' && task.idle ? task.idle() : false,
      ),
    );
    const due = this.tasks
      .flatMap((task, order) => {
        const runs = idle[order]
          ? runsBetween({ ...task, catchUp: 'every' }, from, to)
          : runsBetween(task, from, to);
        const kept = 'catchUp' in task && task.catchUp === 'latest' ? runs.slice(-1) : runs;
        return kept.map((at) => ({ at, task, order }));
      })
      .sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
    try {
      for (const { at, task } of due) {
        setClock(at);
        await task.run(at);
        await this.drain();
      }
    } finally {
      setClock(to);
    }
    await this.drain();
  }

  /** What each queue holds now, for the console's admins. */
  async health(): Promise<QueueHealth[]> {
    await this.start();
    const names = [...this.kinds.keys(), ...this.tasks.map((t) => t.name)];
    // Only the states shown: a morning's completed reminders, kept until pg-boss archives them,
    // are hundreds of thousands of rows to count for nothing (docs/performance.md#at-scale).
    const rows = await this.boss.getDb().executeSql(
      `select name, state::text as state, count(*)::int as n from ${JOB_SCHEMA}.job
        where name = any($1) and state in ('created', 'retry', 'active', 'failed')
        group by name, state`,
      [names],
    );
    return names.map((name) => {
      const of = (state: string) =>
        (rows.rows as { name: string; state: string; n: number }[]).find(
          (r) => r.name === name && r.state === state,
        )?.n ?? 0;
      return {
        name,
        waiting: of('created'),
        retrying: of('retry'),
        running: of('active'),
        failed: of('failed'),
      };
    });
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => undefined);
    await this.boss.stop({
      graceful: this.options.work,
      wait: true,
      close: false,
      timeout: STOP_WAIT_MS,
    });
    // pg-boss marks a worker's batch done or failed without awaiting it, and its stop does not
    // wait for that either: the database must not close under those statements. A statement
    // that never answers is not waited for past pg-boss's own time to stop.
    const settled = (async () => {
      while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, STOP_WAIT_MS);
    });
    await Promise.race([settled, late]);
    clearTimeout(timer);
    if (this.inFlight.size > 0) {
      this.onError(new Error(`${this.inFlight.size} job statements still running at stop`), 'jobs');
    }
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
