import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SERVER_WORKERS = Number(process.env.TENORA_SERVER_WORKERS) || 3;
const E2E_WORKERS = Number(process.env.TENORA_E2E_WORKERS) || 3;

/**
 * Files whose size says nothing of how long they run, started first. Vitest runs the files it has
 * no durations for (every file, on a fresh clone) largest first; these few lines open every screen
 * of the route table, or start servers of their own, and were started last, so one worker ran them
 * for minutes after the others had finished.
 */
const LONG_FIRST = [
  'e2e/screens-in.test.ts',
  'e2e/screens-id.test.ts',
  'e2e/lifecycle.test.ts',
  'e2e/built-server.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FIRST.findIndex((p) => f.moduleId.endsWith(p));
      return i < 0 ? LONG_FIRST.length : i;
    };
    const sorted = (await super.sort(files)).map((file, order) => ({ file, order }));
    // Projects stay in Vitest's order; within one, the long files lead.
    sorted.sort((a, b) =>
      a.file.project.name === b.file.project.name
        ? rank(a.file) - rank(b.file) || a.order - b.order
        : a.order - b.order,
    );
    return sorted.map((s) => s.file);
  }
}

const SHUFFLING = process.argv.some((arg) => arg.startsWith('--sequence.shuffle'));

// One runner for every layer; `scripts/test.mjs` decides which projects run and in what order.
export default defineConfig({
  test: {
    // Vitest would take one worker on two cores (all but one); the unit tests keep two busy.
    maxWorkers: 2,
    // Asked to shuffle the files (`--sequence.shuffle.files`, how a test that leaves state behind
    // for the next file on its worker is found), Vitest's own shuffling sequencer runs: with a
    // sequencer set here, Vitest would ignore the flag.
    sequence: SHUFFLING ? {} : { sequencer: LongFilesFirst },
    // A worker keeps the modules it imported for its next file (isolate: false) where nothing is
    // kept at module level between tests: the pure packages, the server (each test builds its own
    // app; importing the server cost about 2.5 s a file) and the end-to-end files (each opens its
    // own pages; Playwright, axe and Lighthouse's audit code cost about 3 s a file). The web app and
    // the console keep a session, words and caches in their modules, so their files are isolated:
    // shared, one file's session leaked into the next file's links (decision 084).
    projects: [
      {
        test: {
          name: 'domain',
          isolate: false,
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'contract',
          isolate: false,
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'console',
          include: ['apps/console/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/console/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          // The databases every test copies, built once per run (apps/server/test/databases.ts).
          globalSetup: ['apps/server/test/global-setup.ts'],
          isolate: false,
          // Much of a test is spent waiting for PostgreSQL or for PGlite's start: on two cores,
          // three files at once keep both busy.
          maxWorkers: SERVER_WORKERS,
          sequence: { groupOrder: 2 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          isolate: false,
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A server per worker (e2e/global-setup.ts); Chromium's own processes use the cores
          // between a test's steps, so three files at once keep two cores busy.
          maxWorkers: E2E_WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
