// Load figures with wrk, a load generator written in C. autocannon, in Node on the same two
// cores, spent more time reading the site's pages (30 KB of Brotli) than the server spent
// sending them, so its figures for pages measured the client.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackage } from '../lib/debian-package.mjs';

const run = promisify(execFile);
const WRK_PATH = '/usr/bin/wrk';

export const ensureWrk = () => ensureDebianPackage({ path: WRK_PATH, name: 'wrk' });

/**
 * One wrk run (one thread: the server has the other core). `perRequestAddress` gives every request
 * its own X-Forwarded-For, so per-client limits do not turn the run into a count of 429s.
 * `delayMs`: each connection waits that long before each of its requests, which holds the rate
 * near connections × 1000 / delayMs a second (a load at a chosen rate rather than the most the
 * server takes). Answers requests per second, the 99th percentile latency in ms (the wait not
 * counted), the failed requests, and the server's CPU time per request when `serverPid` is given
 * (Linux).
 */
export async function runWrk({
  url,
  connections,
  seconds,
  method,
  body,
  headers = {},
  perRequestAddress,
  serverPid,
  delayMs,
}) {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wrk-')), 'request.lua');
  fs.writeFileSync(script, luaScript({ method, body, headers, perRequestAddress, delayMs }));
  const cpuBefore = cpuTicks(serverPid);
  const { stdout } = await run(
    WRK_PATH,
    ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url],
    { maxBuffer: 1 << 20 },
  );
  const cpuAfter = cpuTicks(serverPid);
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const failed =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0) +
    [...(/Socket errors: (.*)/.exec(stdout)?.[1] ?? '').matchAll(/\d+/g)].reduce(
      (sum, [n]) => sum + Number(n),
      0,
    );
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0),
    p99Ms: durationMs(/\s99%\s+([\d.]+\w+)/.exec(stdout)?.[1]),
    failed,
    cpuMicrosPerRequest:
      cpuBefore === undefined || cpuAfter === undefined || requests === 0
        ? undefined
        : ((cpuAfter - cpuBefore) * 1e6) / CLOCK_TICKS / requests,
  };
}

function luaScript({ method = 'GET', body, headers, perRequestAddress, delayMs }) {
  const lua = (text) => JSON.stringify(text); // a JSON string is a valid Lua string here
  const fixed = Object.entries(headers).map(([name, value]) => `[${lua(name)}] = ${lua(value)}`);
  return `wrk.method = ${lua(method)}
${body === undefined ? '' : `wrk.body = ${lua(body)}`}
local fixed = { ${fixed.join(', ')} }
for name, value in pairs(fixed) do wrk.headers[name] = value end
local n = 0
${delayMs === undefined ? '' : `function delay() return ${Number(delayMs)} end`}
${
  perRequestAddress
    ? `request = function()
  n = n + 1
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
  return wrk.format(nil, nil, headers)
end`
    : ''
}
`;
}

/** wrk writes durations as 812.00us, 5.12ms or 1.20s. */
function durationMs(text) {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text ?? '') ?? [];
  if (value === undefined) return Number.NaN;
  return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
}

/** The clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** User plus system CPU time of a process, in clock ticks (undefined off Linux). */
function cpuTicks(pid) {
  if (pid === undefined) return undefined;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
