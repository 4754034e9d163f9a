// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173),
// which proxies /api and /graphql to the API. Ctrl+C stops both.
import { spawn } from 'node:child_process';

const processes = [
  ['api', ['run', 'dev', '--workspace', 'backend']],
  ['web', ['run', 'dev', '--workspace', 'frontend']],
].map(([name, args]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll();
  });
  return child;
});

function stopAll() {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGTERM');
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
