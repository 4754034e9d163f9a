// Writes the pages every visitor sees alike as real HTML, with their critical CSS, so a phone
// paints them before any script has downloaded; the app then hydrates what is there. Runs after
// `vite build` (whose index.html is the template) and the server-side build of src/prerender.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FRONTEND = path.resolve(import.meta.dirname, '..');
const DIST = path.join(FRONTEND, 'dist');
const SERVER_BUILD = path.join(FRONTEND, 'node_modules/.prerender');
const ROOT_ELEMENT = '<div id="root"></div>';

const { renderPage, assertRoutesExist, FRAME_ROUTES, PRERENDERED_ROUTES } = await import(path.join(SERVER_BUILD, 'renderPage.js'));
assertRoutesExist([...PRERENDERED_ROUTES, ...FRAME_ROUTES]);

const template = await readFile(path.join(DIST, 'index.html'), 'utf8');
if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);

const pages = [...PRERENDERED_ROUTES.map((route) => ({ route })), ...FRAME_ROUTES.map((route) => ({ route, frameOnly: true }))];
for (const { route, frameOnly } of pages) {
  const { appHtml, styleTag } = await renderPage(route, { frameOnly });
  const page = template.replace('</head>', `${styleTag}</head>`).replace(ROOT_ELEMENT, `<div id="root">${appHtml}</div>`);
  // The server answers a route with prerendered/<route>/index.html when there is one.
  const file = path.join(DIST, 'prerendered', route, 'index.html');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, page);
  console.log(`prerendered ${route}${frameOnly ? ' (its frame)' : ''}: ${(page.length / 1024).toFixed(1)} KB`);
}
await rm(SERVER_BUILD, { recursive: true, force: true });
