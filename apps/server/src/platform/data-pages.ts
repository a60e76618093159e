import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '@tenora/contract/film';
import type { EmbeddedAnswers } from '@tenora/contract/embedded-answers';
import type { Locale } from '@tenora/domain/market';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { PageHead } from './page-answers.ts';

/** What the web build's server bundle offers (apps/web/src/prerender.tsx). */
interface WebRenderer {
  renderDataPage(page: {
    path: string;
    search: string;
    answers: EmbeddedAnswers;
  }): Promise<{ html: string; locale: Locale; config: AppConfig; drawn: string[] } | null>;
  themeCss(theme: AppConfig['theme']): string;
}

export interface DrawnPage {
  html: string;
  /** The inline styles the page carries, for its content security policy. */
  styleHashes: string[];
  /** The script it carries inline (the app's loader), likewise. */
  scriptHashes: string[];
}

export interface DataPages {
  /** The screen drawn with its data, or null when the browser is to draw it. */
  render(req: FastifyRequest, path: string, head: PageHead): Promise<DrawnPage | null>;
}

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
// JSON inside <script> must not be able to close it.
const scriptSafe = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Decision 045: the borrower's data screens are drawn here, with the answers `pageHead` made for
 * them, into the shells the build wrote (scripts/prerender.mjs). The page paints with its data
 * before any script arrives; the app then hydrates it from the same answers, which it carries.
 */
export async function loadDataPages(
  webDist: string,
  log: FastifyBaseLogger,
): Promise<DataPages | null> {
  const bundle = path.join(webDist, '..', 'dist-ssr', 'prerender.js');
  const manifestPath = path.join(webDist, 'prerendered', 'manifest.json');
  if (!existsSync(bundle) || !existsSync(manifestPath)) return null;
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    dataPages?: Record<string, { file: string; styleHashes: string[] }>;
    scriptHashes?: string[];
  };
  const scriptHashes = manifest.scriptHashes ?? [];
  const shells = new Map<string, { html: string; styleHashes: string[] }>();
  for (const [page, { file, styleHashes }] of Object.entries(manifest.dataPages ?? {})) {
    shells.set(page, {
      html: await readFile(path.join(webDist, 'prerendered', file), 'utf8'),
      styleHashes,
    });
  }
  if (shells.size === 0) return null;
  const web = (await import(pathToFileURL(bundle).href)) as WebRenderer;

  return {
    async render(req, page, head) {
      const shell = shells.get(page);
      if (!shell) return null;
      let drawn: Awaited<ReturnType<WebRenderer['renderDataPage']>>;
      try {
        const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
        drawn = await web.renderDataPage({ path: page, search, answers: head.answers });
      } catch (err) {
        log.warn({ err, page }, 'could not draw a data page; the browser draws it');
        return null;
      }
      if (!drawn) return null;
      const theme = web.themeCss(drawn.config.theme);
      const boot = scriptSafe({
        path: page,
        locale: drawn.locale,
        config: drawn.config,
        drawn: drawn.drawn,
      });
      const html = shell.html
        .replace('<html lang="en">', `<html lang="${drawn.locale}">`)
        .replace(
          /<meta name="theme-color" content="[^"]*"/,
          `<meta name="theme-color" content="${drawn.config.theme.gradientFrom}"`,
        )
        .replace(
          '<!--tenora-head-->',
          () =>
            `<style>${theme}</style><script type="application/json" id="tenora-boot">${boot}</script>${head.answersScript}`,
        )
        .replace('<!--tenora-root-->', () => drawn.html)
        // The route's chunk and words start with the app after the paint, not once it has run
        // (src/late.ts, decision 076).
        .replace(/ data-then="([^"]*)"/, (_all, boot: string) => {
          const then = new Set([...head.scripts(drawn.locale), ...boot.split(' ')]);
          return ` data-then="${[...then].filter(Boolean).join(' ')}"`;
        });
      return { html, styleHashes: [...shell.styleHashes, sha256(theme)], scriptHashes };
    },
  };
}
