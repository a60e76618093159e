import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DEFAULT_DB_TIMEOUTS } from '../src/config.ts';
import { openPostgres } from '../src/platform/db.ts';
import {
  databaseName,
  databaseUrl,
  dropAbandoned,
  fill,
  pgliteTemplate,
  withAdmin,
  type Template,
  type Templates,
} from './databases.ts';

const TEMPLATES: Template[] = ['seeded', 'empty'];

/**
 * Builds the databases every integration test copies (test/databases.ts), once per run: a PGlite
 * dump per template, and on PostgreSQL (when `npm test` found one) a template database per template.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tenora-db-templates-'));
  const serverUrl = process.env.TENORA_TEST_PG_URL;
  const pgliteTemplates = Promise.all(
    TEMPLATES.map(async (template) => {
      const file = path.join(dir, `${template}.tar`);
      const { dump, ...made } = await pgliteTemplate(template);
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
      return { file, ...made };
    }),
  );
  const postgres = serverUrl ? postgresTemplates(serverUrl) : undefined;
  const [seeded, empty] = await pgliteTemplates;
  if (!seeded || !empty) throw new Error('the PGlite templates were not made');
  const templates: Templates = {
    owner: process.pid,
    pglite: { seeded, empty },
    ...(postgres ? { postgres: await postgres } : {}),
  };
  project.provide('databaseTemplates', templates);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    const made = templates.postgres;
    if (serverUrl && made) {
      await withAdmin(serverUrl, async (admin) => {
        for (const name of Object.values(made)) {
          await admin.query(`alter database ${name} is_template false`);
          await admin.query(`drop database if exists ${name} with (force)`);
        }
      });
    }
  };
}

async function postgresTemplates(serverUrl: string): Promise<Record<Template, string>> {
  const names = {
    seeded: databaseName('tpl', process.pid),
    empty: databaseName('tpl', process.pid),
  };
  await withAdmin(serverUrl, async (admin) => {
    await dropAbandoned(admin);
    for (const template of TEMPLATES) await admin.query(`create database ${names[template]}`);
  });
  for (const template of TEMPLATES) {
    // A database just made may take longer than a request's 5 s to accept its first connection
    // on a busy machine, and a migration may run longer than one: filling a template is no request.
    const db = await openPostgres(databaseUrl(serverUrl, names[template]), {
      max: 1,
      timeouts: { ...DEFAULT_DB_TIMEOUTS, waitMs: 60_000, statementMs: 60_000 },
    });
    try {
      await fill(db, template);
    } finally {
      // A template may have no one connected while it is copied.
      await db.close();
    }
  }
  await withAdmin(serverUrl, async (admin) => {
    for (const name of Object.values(names)) {
      await admin.query(`alter database ${name} is_template true`);
    }
  });
  return names;
}
