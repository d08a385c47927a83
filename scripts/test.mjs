// npm test: typecheck, lint, unit and server tests, then end-to-end tests in Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const REPORT_DIR = 'test-results';
fs.rmSync(REPORT_DIR, { recursive: true, force: true });
fs.mkdirSync(REPORT_DIR, { recursive: true });

function step(name, command, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return result.status === 0;
}

function countResults(file) {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

const vitest = (config, report) => [
  'vitest',
  'run',
  ...(config ? ['--config', config] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORT_DIR}/${report}.json`,
];

let ok = step('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
ok = step('lint', 'npx', ['biome', 'check', '.']) && ok;
ok = step('translations', 'node', ['scripts/check-translations.mjs']) && ok;
// Built before the unit tests: the server's start-and-stop test runs the built site.
execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
ok = step('unit and server tests', 'npx', vitest(undefined, 'unit')) && ok;

ensureChromium();
ok = step('end-to-end tests (Chromium)', 'npx', vitest('vitest.e2e.config.ts', 'e2e')) && ok;

const unit = countResults(`${REPORT_DIR}/unit.json`);
const e2e = countResults(`${REPORT_DIR}/e2e.json`);
const passed = unit.passed + e2e.passed;
// A failed typecheck or lint counts as one failure when no test failed.
const failed = Math.max(unit.failed + e2e.failed, ok ? 0 : 1);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
