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
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, flaky: [] };
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  // A test that passed with failure messages failed its first try and passed its second.
  const flaky = report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages?.length)
      .map((test) => ({
        name: `${result.name}: ${test.fullName}`,
        error: test.failureMessages[0],
      })),
  );
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0, flaky };
}

// A test gets a second try: on two busy cores a browser or a timer is sometimes late. Each
// second try is listed at the end with its first error, so that a flaky test is seen and mended.
const vitest = (config, report) => [
  'vitest',
  'run',
  ...(config ? ['--config', config] : []),
  '--retry=1',
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
for (const { name, error } of [...unit.flaky, ...e2e.flaky]) {
  console.log(`\nPASSED ON A SECOND TRY: ${name}\n${error.split('\n').slice(0, 6).join('\n')}`);
}
// A failed typecheck or lint counts as one failure when no test failed.
const failed = Math.max(unit.failed + e2e.failed, ok ? 0 : 1);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
