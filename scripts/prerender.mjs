#!/usr/bin/env node
// The last step of the web build: renders the public pages to HTML, once per language, into
// apps/web/dist/prerendered/. The server sends them to visitors (choosing the language as it does
// for API messages) and the app hydrates them. Run by `npm run build` after `vite build --ssr`.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readRoutes } from './route-table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const dist = path.join(web, 'dist');
const out = path.join(dist, 'prerendered');

const ssr = await import(pathToFileURL(path.join(web, 'dist-ssr/prerender.js')).href);
const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const appsJson = readFileSync(path.join(root, 'apps/server/src/db/apps.json'), 'utf8');

const ROOT = /<div id="root">[\s\S]*?<!--\/app-->\s*<\/div>/;
const NOSCRIPT = /<!--noscript-->[\s\S]*?<!--\/noscript-->/;
if (!ROOT.test(template) || !NOSCRIPT.test(template)) {
  throw new Error('prerender: apps/web/index.html lost its <!--app--> or <!--noscript--> markers');
}

// The stylesheets go inline: one round trip fewer before the first paint on a slow network.
const STYLESHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const stylesheet = STYLESHEET.exec(template);
if (!stylesheet?.[1]) throw new Error('prerender: no stylesheet link in apps/web/dist/index.html');
const appCss = readFileSync(path.join(dist, stylesheet[1]), 'utf8');

// The app's script waits for the first paint: the page needs none of it to be read.
const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g;
const viteManifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const late = viteManifest['src/late.ts']?.file;
if (!late || !APP_SCRIPT.test(template)) {
  throw new Error('prerender: the build has no src/late.ts entry or index.html no app script');
}
if (viteManifest['index.html']?.css?.length !== 1) {
  throw new Error('prerender: the entry should have exactly one stylesheet, the shared one');
}

// What the app's entry imports, each before what imports it: src/late.ts runs them a task apiece
// before the entry (decision 076).
const entryFirst = [];
(function walk(key, seen = new Set()) {
  for (const dep of viteManifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    walk(dep, seen);
    entryFirst.push(`/${viteManifest[dep].file}`);
  }
})('index.html');
// What the page's route runs after the entry, and its words (scripts/route-assets.mjs, a step
// before this one): fetched with the entry rather than once it has run.
const routeAssets = JSON.parse(readFileSync(path.join(dist, 'route-assets.json'), 'utf8'));
const routeScripts = (page, locale) => [
  ...(routeAssets.routes[page]?.js ?? []),
  ...routeAssets.catalogues[locale],
  ...(routeAssets.routes[page]?.words[locale] ?? []),
];
// What the app's boot imports first (the index page preloads it; vite.config.ts), named with the
// route's files: these pages drop the index page's preloads.
const bootScripts = [...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)]
  .map((m) => m[1])
  .filter((href) => !entryFirst.includes(href));
// src/late.ts is carried inline, not fetched: a script the page fetches while it is read counts,
// in Lighthouse's estimate, as a round trip before the first paint (decision 081). It is under a
// kilobyte, and the policy lets in exactly this text (its hash, in the manifest).
const lateCode = readFileSync(path.join(dist, late), 'utf8').trim();
// Inline, its text must not close the tag, and it must import no chunk or sheet: a relative import
// would resolve against the page's path, not the assets'. Vite's manifest names what it imports.
const lateEntry = viteManifest['src/late.ts'];
if (/<\/script|<!--/i.test(lateCode) || lateEntry.imports?.length || lateEntry.css?.length) {
  throw new Error('prerender: src/late.ts cannot be inlined (it closes its tag or imports a file)');
}
const lateScript = (route) => (_all, app) => {
  const then = [...new Set([...bootScripts, ...route])];
  return `<script type="module" data-app="${app}" data-first="${entryFirst.join(' ')}" data-then="${then.join(' ')}">${lateCode}</script>`;
};

// Each feature's sheet comes with its route's chunk (apps/web/src/features/*/*.css), so a page
// also inlines the sheets of its route and of what that route imports, in the order the app
// would load them. The route table is read as scripts/perf-budget.mjs reads it (route-table.mjs).
// A screen the server draws with its data may draw its lazy parts too (Repay's ways to pay), so
// `withLazy` adds the sheets of what the route loads later: drawn unstyled, they would jump.
const routeModules = new Map(readRoutes(root).map(({ route, key }) => [route, key]));
function routeCss(page, { withLazy = false } = {}) {
  const key = routeModules.get(page);
  if (!key || !viteManifest[key]) throw new Error(`prerender: ${page} is not a route chunk`);
  const files = [];
  const seen = new Set(['index.html']);
  const walk = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const dep of viteManifest[k]?.imports ?? []) walk(dep);
    if (withLazy) for (const dep of viteManifest[k]?.dynamicImports ?? []) walk(dep);
    for (const css of viteManifest[k]?.css ?? []) if (!files.includes(css)) files.push(css);
  };
  walk(key);
  return { files, text: files.map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n') };
}

/**
 * The inlined sheets, then a disabled link to each, which the browser does not fetch. The app's
 * chunk loader adds a route's sheets unless a stylesheet link to them is already in the page:
 * without these, it fetched and parsed every inlined sheet again after the first paint and made
 * the phone restyle the whole page, up to three times (decision 075).
 */
function inlineSheets(pageCss) {
  const files = [stylesheet[1], ...pageCss.files.map((f) => `/${f}`)];
  return (
    `<style>${appCss}</style>${pageCss.text ? `\n<style>${pageCss.text}</style>` : ''}` +
    files.map((f) => `\n<link rel="stylesheet" href="${f}" disabled>`).join('')
  );
}

const slug = (page) => (page === '/' ? 'index' : page.slice(1));
const sha256 = (text) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
// JSON inside <script> must not be able to close it.
const scriptSafe = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

rmSync(out, { recursive: true, force: true });
const manifest = {
  pages: {},
  dynamicQuery: ssr.DYNAMIC_QUERY,
  styleHashes: {},
  scriptHashes: [sha256(lateCode)],
};
for (const locale of ssr.LOCALES) {
  const config = ssr.configFor(locale, appsJson);
  const state = await ssr.stateFor(locale, config);
  // The theme as CSS, so the page has its colours before the script applies the same values.
  const css = ssr.themeCss(config.theme);
  // The policy lets in exactly the styles inlined below: the shared sheet, each page's route
  // sheets and the theme.
  const hashes = new Set([sha256(appCss), sha256(css)]);
  mkdirSync(path.join(out, locale), { recursive: true });
  for (const page of ssr.PRERENDERED_PATHS) {
    const body = await ssr.renderPage(page, state);
    const pageCss = routeCss(page);
    if (pageCss.text) hashes.add(sha256(pageCss.text));
    if (!body.includes('<h1'))
      throw new Error(`prerender: ${page} (${locale}) rendered no heading`);
    const html = template
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace(
        /<meta name="theme-color" content="[^"]*"/,
        `<meta name="theme-color" content="${config.theme.gradientFrom}"`,
      )
      .replace(STYLESHEET, () => inlineSheets(pageCss))
      .replace(APP_SCRIPT, lateScript(routeScripts(page, locale)))
      .replace(MODULE_PRELOAD, '')
      .replace(
        '</head>',
        `<style>${css}</style>\n<script type="application/json" id="tenora-boot">${scriptSafe({ path: page, locale, config })}</script>\n</head>`,
      )
      .replace(ROOT, () => `<div id="root">${body}</div>`)
      // These pages read without JavaScript, so they do not say they need it.
      .replace(NOSCRIPT, '');
    writeFileSync(path.join(out, locale, `${slug(page)}.html`), html);
    manifest.pages[page] = `${slug(page)}.html`;
  }
  manifest.styleHashes[locale] = [...hashes];
}

// The borrower screens the server draws per request with their data (decision 045): the same page
// around them, with places for the screen, its theme and what it was drawn with. The server fills
// them with the render of dist-ssr/prerender.js, which therefore stays.
manifest.dataPages = {};
mkdirSync(path.join(out, 'data'), { recursive: true });
for (const page of ssr.SERVER_RENDERED_PATHS) {
  const pageCss = routeCss(page, { withLazy: true });
  const html = template
    .replace(STYLESHEET, () => inlineSheets(pageCss))
    // The server names the route's files in its language with each page (data-pages.ts).
    .replace(APP_SCRIPT, lateScript([]))
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', '<!--tenora-head--></head>')
    // Inert until the app has hydrated it: a tap or a tick before then would be lost or would
    // disagree with the app's state (decision 045).
    .replace(ROOT, () => '<div id="root" inert><!--tenora-root--></div>');
  const file = `data/${slug(page)}.html`;
  writeFileSync(path.join(out, file), html);
  manifest.dataPages[page] = {
    file,
    styleHashes: [sha256(appCss), ...(pageCss.text ? [sha256(pageCss.text)] : [])],
  };
}

writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
console.log(
  `prerender: ${Object.keys(manifest.pages).length} pages × ${ssr.LOCALES.length} languages, ${ssr.SERVER_RENDERED_PATHS.length} data-page shells in apps/web/dist/prerendered/`,
);
