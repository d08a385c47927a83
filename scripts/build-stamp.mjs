import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'public', 'scripts', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];

/** A hash of every input of the build, so `npm start` rebuilds exactly when something changed. */
export function sourceHash() {
  const hash = createHash('sha256');
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return;
    if (fs.statSync(entry).isDirectory()) {
      for (const child of fs.readdirSync(entry).sort()) visit(path.join(entry, child));
      return;
    }
    if (/\.test\.tsx?$/.test(entry) || entry.startsWith(path.join('scripts', 'bench'))) return;
    hash.update(entry).update(fs.readFileSync(entry));
  };
  for (const input of INPUTS) visit(input);
  return hash.digest('hex');
}

export function writeBuildStamp() {
  fs.writeFileSync(STAMP, sourceHash());
}

export function isBuildCurrent() {
  return fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === sourceHash();
}
