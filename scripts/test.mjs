// npm test: the checks (typecheck, lint, translations), Chromium's install and the build side by
// side, then the unit and server tests beside the end-to-end tests in Chromium. Each test runs
// once: a flaky test is mended, not retried. Ends with each step's time and a line
// `N passed, N failed`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const REPORT_DIR = 'test-results';
fs.rmSync(REPORT_DIR, { recursive: true, force: true });
fs.mkdirSync(REPORT_DIR, { recursive: true });

const times = [];

/**
 * Runs one step; `quiet` keeps its output until it ends (for steps that run side by side), and
 * prints it only when the step failed or wrote something.
 */
function step(name, command, args, { quiet = false } = {}) {
  const started = Date.now();
  if (!quiet) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? 'pipe' : 'inherit', env: process.env });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      times.push({ name, seconds });
      if (quiet) console.log(`\n=== ${name} ===\n${output.trim()}`);
      console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      resolve(code === 0);
    });
  });
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

const started = Date.now();
const checks = Promise.all([
  step('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.'], { quiet: true }),
  step('lint', 'npx', ['biome', 'check', '.'], { quiet: true }),
  step('translations', 'node', ['scripts/check-translations.mjs'], { quiet: true }),
]);
// The end-to-end tests' browser, installed when missing (mostly waiting on the network).
const chromium = step('Chromium', 'node', ['scripts/ensure-chromium.mjs'], { quiet: true });
// The build goes beside the checks, which read only the sources. The unit tests follow it (the
// server's start-and-stop test runs the built site), the end-to-end tests follow it and Chromium.
if (!(await step('build', 'node', ['scripts/build.mjs'], { quiet: true }))) {
  await Promise.all([checks, chromium]);
  process.exit(1);
}
// Side by side: the unit and server tests spend much of their time waiting on PostgreSQL, the
// end-to-end tests on the browser; each alone left a core idle. The unit tests' output is
// printed when they end, so that the two do not interleave.
const unitTests = step('unit and server tests', 'npx', vitest(undefined, 'unit'), { quiet: true });
const endToEnd = (await chromium)
  ? step('end-to-end tests (Chromium)', 'npx', vitest('vitest.e2e.config.ts', 'e2e'))
  : false;
const ok = [...(await checks), await unitTests, await endToEnd].every(Boolean);

const unit = countResults(`${REPORT_DIR}/unit.json`);
const e2e = countResults(`${REPORT_DIR}/e2e.json`);
console.log('\nTime by step:');
for (const { name, seconds } of times) console.log(`  ${name.padEnd(30)} ${seconds.toFixed(0)} s`);
console.log(`  ${'in all'.padEnd(30)} ${((Date.now() - started) / 1000).toFixed(0)} s`);
// A failed check counts as one failure when no test failed.
const failed = Math.max(unit.failed + e2e.failed, ok ? 0 : 1);
console.log(`\n${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
