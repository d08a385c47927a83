// Tools the tests and benchmarks need from Debian (Chromium, wrk): installed, as root, when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

/**
 * Makes sure `path` exists, installing the Debian package `name` when it does not (as root);
 * answers `path`. `hint` says what else a user who is not root can do.
 */
export function ensureDebianPackage({ path, name, hint }) {
  if (fs.existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${path} is missing: install the Debian package "${name}" (as root)${hint ? ` ${hint}` : ''}`,
    );
  }
  console.log(`${path} is missing: installing the Debian package "${name}"`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${name}`, {
    stdio: 'inherit',
  });
  return path;
}
