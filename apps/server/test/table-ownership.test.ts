import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../src/db/table-owners.ts';

// docs/architecture.md#tables-and-their-owners: each table has one owner, and only the owner's SQL
// names it. Read from the source, so nothing here needs a database.

const here = path.dirname(fileURLToPath(import.meta.url));
const SRC = path.resolve(here, '../src');
const MIGRATIONS = path.join(SRC, 'db/migrations');
const ARCHITECTURE = path.resolve(here, '../../../docs/architecture.md');

/**
 * The demo data loads rows into many tables in one transaction outside production, as the
 * migrations' own rows do; it owns only its marker table (docs/architecture.md).
 */
const DEMO_SEED = 'db/seed.ts';

const IDENT = '[a-z_][a-z0-9_]*';
const CREATE = new RegExp(`\\bcreate\\s+table\\s+(?:if\\s+not\\s+exists\\s+)?(${IDENT})`, 'gi');
const DROP = new RegExp(`\\bdrop\\s+table\\s+(?:if\\s+exists\\s+)?(${IDENT})`, 'gi');
const RENAME = new RegExp(`\\balter\\s+table\\s+(${IDENT})\\s+rename\\s+to\\s+(${IDENT})`, 'gi');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const SOURCES = walk(SRC)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => path.relative(SRC, f).split(path.sep).join('/'))
  .sort();

/** Every string and template literal in a file, a template's `${…}` read as a space. */
function stringsOf(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(SRC, file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node))
      out.push([node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' '));
    node.forEachChild(visit);
  };
  visit(source);
  return out;
}

/**
 * The tables that exist once every migration has run, in order (a dropped one is gone), and those
 * code creates for itself (the migrations' own bookkeeping).
 */
function liveTables(): Set<string> {
  const tables = new Set<string>();
  const files = readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const file of files) {
    // Comments may say "create table" in passing; only statements count.
    const sql = readFileSync(path.join(MIGRATIONS, file), 'utf8').replace(/--[^\n]*/g, '');
    const events = [
      ...[...sql.matchAll(CREATE)].map((m) => ({ at: m.index, add: m[1], drop: undefined })),
      ...[...sql.matchAll(DROP)].map((m) => ({ at: m.index, add: undefined, drop: m[1] })),
      ...[...sql.matchAll(RENAME)].map((m) => ({ at: m.index, add: m[2], drop: m[1] })),
    ].sort((a, b) => a.at - b.at);
    for (const e of events) {
      if (e.drop) tables.delete(e.drop.toLowerCase());
      if (e.add) tables.add(e.add.toLowerCase());
    }
  }
  for (const file of SOURCES)
    for (const text of stringsOf(file))
      for (const m of text.matchAll(CREATE)) tables.add((m[1] ?? '').toLowerCase());
  return tables;
}

// A string is SQL when it holds a statement's keyword, so a message that says "orders" is not.
const SQL =
  /\b(select|insert\s+into|update\s+(?:only\s+)?\w+(?:\s+(?:as\s+)?\w+)?\s+set|delete\s+from|join|lock\s+table|truncate)\b/i;

/**
 * The tables a piece of SQL names: every word that is a table's name, unless it qualifies or is
 * qualified (`x.orders`, `orders.id`). Broader than FROM and JOIN on purpose: a table listed after
 * a comma, or in USING, counts too.
 */
function tablesNamed(text: string, tables: ReadonlySet<string>): string[] {
  if (!SQL.test(text)) return [];
  const named = new Set<string>();
  for (const m of text.matchAll(/(?<![.\w])([a-z_][a-z0-9_]*)(?![\w.])/gi)) {
    const word = (m[1] ?? '').toLowerCase();
    if (tables.has(word)) named.add(word);
  }
  return [...named].sort();
}

/** A module's files share its tables; any other file is its own owner. */
function ownerOf(file: string): string {
  const module = /^modules\/([^/]+)\//.exec(file);
  return module ? `modules/${module[1]}` : file;
}

const OWNERS: Record<string, string> = TABLE_OWNERS;

describe('table ownership (docs/architecture.md#tables-and-their-owners)', () => {
  const tables = liveTables();

  it('finds the tables, and the SQL that names them', () => {
    expect(tables).toContain('orders');
    expect(tables).toContain('schema_migrations');
    // Dropped by a later migration.
    expect(tables).not.toContain('otp_sends');
    expect(
      tablesNamed('select o.id from orders o, payments p join users u using (id)', tables),
    ).toEqual(['orders', 'payments', 'users']);
    expect(tablesNamed('update payments p set amount = 0', tables)).toEqual(['payments']);
    expect(tablesNamed('select o.orders, users.id from x', tables)).toEqual([]);
    expect(tablesNamed('Your orders are paid', tables)).toEqual([]);
  });

  it('gives every table exactly one owner, and only tables', () => {
    expect(Object.keys(OWNERS).sort()).toEqual([...tables].sort());
  });

  it('names owners that exist', () => {
    const missing = [...new Set(Object.values(OWNERS))].filter((owner) =>
      owner.startsWith('modules/')
        ? !SOURCES.some((f) => f.startsWith(`${owner}/`))
        : !SOURCES.includes(owner),
    );
    expect(missing).toEqual([]);
  });

  it("keeps every table's SQL in its owner", () => {
    const foreign: string[] = [];
    for (const file of SOURCES) {
      const owner = ownerOf(file);
      for (const text of stringsOf(file)) {
        for (const table of tablesNamed(text, tables)) {
          if (OWNERS[table] === owner || file === DEMO_SEED) continue;
          foreign.push(`${file} names ${table}, owned by ${OWNERS[table] ?? 'nobody'}`);
        }
      }
    }
    expect([...new Set(foreign)]).toEqual([]);
  });

  it('lists the same owners in docs/architecture.md', () => {
    const doc = readFileSync(ARCHITECTURE, 'utf8');
    const section = doc.split(/^## /m).find((s) => s.startsWith('Tables and their owners'));
    const rows = [...(section ?? '').matchAll(/^\| `(\w+)` \| `([^`]+)` \|/gm)]
      .map((m) => `${m[1]} → ${m[2]}`)
      .sort();
    expect(rows).toEqual(
      Object.entries(OWNERS)
        .map(([table, owner]) => `${table} → ${owner}`)
        .sort(),
    );
  });
});
