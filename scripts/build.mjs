// Builds everything `npm start` serves: the client bundle, the pre-rendered pages and the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { build as esbuild } from 'esbuild';
import { writeBuildStamp } from './build-stamp.mjs';
import { linguiPlugin } from './lib/esbuild-lingui.mjs';
import { buildServiceWorker } from './lib/service-worker.mjs';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';

const run = (command, args) => execFileSync(command, args, { stdio: 'inherit' });
const started = Date.now();

fs.rmSync('dist', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', [
  'vite',
  'build',
  '--logLevel',
  'warn',
  '--ssr',
  'runtime/entry-server.tsx',
  '--outDir',
  '../../dist/ssr',
]);
await prerender();
await buildServiceWorker({
  clientDir: 'dist/client',
  template: fs.readFileSync('dist/pages/template.html', 'utf8'),
});
precompress('dist/client');
await esbuild({
  entryPoints: ['src/server/main.ts', 'src/server/admin-cli.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [linguiPlugin()],
});
writeBuildStamp();
console.log(`build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
