import { startTenora } from './boot.ts';

/**
 * `npm run worker`: the job workers and schedules in a process of their own, on PostgreSQL, for
 * when the API processes should only answer requests (docs/scaling.md). Run as many as the jobs
 * need: each job is taken by one of them.
 */
await startTenora('worker');
process.stdout.write(
  'Tenora worker running: jobs and schedules on PostgreSQL. Press Ctrl-C to stop.\n',
);
