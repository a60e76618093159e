/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, CONTRACT_MODULES } from './catalogue.ts';
import { familyForPath, isApiPath } from './envelope.ts';

const SRC = new URL('.', import.meta.url);

/** `export const name = defineEndpoint(` in each source file, read as text: what a person added. */
function declaredEndpoints(): { module: string; name: string }[] {
  return readdirSync(SRC)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => {
      const text = readFileSync(new URL(file, SRC), 'utf8');
      const module = file.replace(/\.ts$/, '');
      return [...text.matchAll(/export const (\w+)\s*=\s*defineEndpoint\s*\(/g)].map((m) => ({
        module,
        name: m[1] ?? '',
      }));
    });
}

describe('the catalogue', () => {
  it('lists every module that defines an endpoint', () => {
    const modules = new Set(declaredEndpoints().map((d) => d.module));
    expect([...modules].sort()).toEqual(Object.keys(CONTRACT_MODULES).sort());
  });

  it('holds every endpoint declared in the contract, under its export name', () => {
    const listed = CATALOGUE.map(({ module, name }) => ({ module, name }));
    const declared = declaredEndpoints();
    expect(declared.length).toBeGreaterThan(40);
    expect(listed).toEqual(expect.arrayContaining(declared));
    expect(listed).toHaveLength(declared.length);
  });

  it('has one entry per name and per method and path', () => {
    const names = CATALOGUE.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = CATALOGUE.map((e) => `${e.endpoint.method} ${e.endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  // Checked here, not in defineEndpoint, which every borrower screen loads (decision 061).
  it('gives roles exactly to staff calls', () => {
    const wrong = CATALOGUE.filter(
      (e) => (e.endpoint.access === 'staff') !== (e.endpoint.roles !== undefined),
    );
    expect(wrong.map((e) => e.name)).toEqual([]);
  });

  it('puts every endpoint on an API path', () => {
    const elsewhere = CATALOGUE.filter((e) => !isApiPath(e.endpoint.path)).map((e) => e.name);
    expect(elsewhere).toEqual([]);
  });

  it('gives each endpoint the family its path answers in, so its failures match its successes', () => {
    const mismatched = CATALOGUE.filter(
      (e) => familyForPath(e.endpoint.path) !== e.endpoint.family,
    );
    expect(mismatched.map((e) => e.name)).toEqual([]);
  });
});
