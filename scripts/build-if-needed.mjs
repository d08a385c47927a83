import { execFileSync } from 'node:child_process';
import { isBuildCurrent } from './build-stamp.mjs';

if (isBuildCurrent()) {
  console.log('build is up to date');
} else {
  console.log('sources changed since the last build: building');
  execFileSync('node', ['scripts/build.mjs'], { stdio: 'inherit' });
}
