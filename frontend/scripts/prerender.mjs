// Writes the pages every visitor sees alike as real HTML, with their critical CSS, so a phone
// paints them before any script has downloaded; the app then hydrates what is there. The routes
// whose page depends on the visitor (the plan) get the app shell, and beside it a template of the
// page with the plan's first screen, whose placeholders the server fills in for a visitor
// reloading their plan (backend/src/web/plan-first-screen.ts). Every written page preloads its own
// page's code, so it downloads alongside the app's first script. Runs after `vite build` (whose
// index.html is the template and whose manifest names each module's chunks) and the server-side
// build of src/prerender.
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FRONTEND = path.resolve(import.meta.dirname, '..');
const DIST = path.join(FRONTEND, 'dist');
const MANIFEST_DIR = path.join(DIST, '.vite');
const SERVER_BUILD = path.join(FRONTEND, 'node_modules/.prerender');
const ROOT_ELEMENT = '<div id="root"></div>';

const { renderPage, appRoutePatterns, assertRoutesExist, firstScreenTexts, PAGE_CODE, PLAN_FIRST_SCREEN_TEMPLATE, PRERENDERED_ROUTES, SHELL_ROUTES } = await import(
  path.join(SERVER_BUILD, 'renderPage.js')
);
assertRoutesExist([...PRERENDERED_ROUTES, ...SHELL_ROUTES]);

const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);
const manifest = JSON.parse(await readFile(path.join(MANIFEST_DIR, 'manifest.json'), 'utf8'));

/** The chunk files a module needs, itself first: the module's own chunk and what it imports. */
function chunksOf(key, found = new Set()) {
  const entry = manifest[key];
  if (!entry || found.has(entry.file)) return found;
  found.add(entry.file);
  for (const imported of entry.imports ?? []) chunksOf(imported, found);
  return found;
}

/**
 * `<link rel="modulepreload">` for the route's page code that the template does not load already,
 * largest first: over HTTP/1.1 a browser opens six connections to a host, and a large file that
 * waits in line behind small ones (each a round trip) arrives last and holds up the page.
 */
async function pagePreloads(route) {
  const files = new Set();
  for (const source of PAGE_CODE[route] ?? []) {
    if (!manifest[source]?.isDynamicEntry) throw new Error(`${source} (page code of ${route}) is not a download of its own in this build`);
    for (const file of chunksOf(source)) {
      if (!template.includes(`/${file}"`)) files.add(file);
    }
  }
  const sized = await Promise.all([...files].map(async (file) => ({ file, bytes: (await stat(path.join(DIST, file))).size })));
  return sized
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file }) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

async function writePage(route, { appHtml = '', styleTag = '' } = {}, name = 'index.html') {
  const page = template
    .replace('</head>', `${await pagePreloads(route)}${styleTag}</head>`)
    .replace(ROOT_ELEMENT, `<div id="root">${appHtml}</div>`);
  // The server answers a route with prerendered/<route>/index.html when there is one.
  const file = path.join(DIST, 'prerendered', route, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  return page;
}

for (const route of PRERENDERED_ROUTES) {
  const page = await writePage(route, await renderPage(route));
  console.log(`prerendered ${route}: ${(page.length / 1024).toFixed(1)} KB`);
}
/** The server fills each text placeholder once and never writes the home's id into the page: a template that differs is a broken build. */
function checkFirstScreenTemplate(route, page) {
  for (const [placeholder] of firstScreenTexts(PLAN_FIRST_SCREEN_TEMPLATE)) {
    const count = page.split(placeholder).length - 1;
    if (count !== 1) throw new Error(`the plan template for ${route} holds ${placeholder} ${count} times, not once`);
  }
  if (page.includes(PLAN_FIRST_SCREEN_TEMPLATE.propertyId)) throw new Error(`the plan template for ${route} shows the home's id`);
}

for (const route of SHELL_ROUTES) {
  await writePage(route);
  const page = await writePage(route, await renderPage(route, { planFirstScreen: PLAN_FIRST_SCREEN_TEMPLATE }), 'first-screen.html');
  checkFirstScreenTemplate(route, page);
  console.log(`app shell for ${route}, naming its page's code; its first-screen template: ${(page.length / 1024).toFixed(1)} KB`);
}
// The server answers 404 for a path none of these patterns matches (see backend/src/web).
await writeFile(path.join(DIST, 'client-routes.json'), JSON.stringify(appRoutePatterns()));
// The manifest served no browser: it would only list the app's files to anyone who asked.
await rm(MANIFEST_DIR, { recursive: true, force: true });
await rm(SERVER_BUILD, { recursive: true, force: true });
