// The translations check (run by `npm test`, or alone: `node scripts/check-translations.mjs`):
// fails when (a) the PO catalogs are out of date with the code (`npm run i18n:extract` would
// change them) or (b) a message has no Swedish translation.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const config = getConfig();
const files = config.locales.map((locale) => `src/locales/${locale}/messages.po`);
// The creation date changes at every extraction and says nothing about the messages.
const comparable = (text) => text.replace(/^"POT-Creation-Date:.*\n/m, '');

function outOfDate() {
  const before = files.map((file) => fs.readFileSync(file, 'utf8'));
  try {
    execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' });
    return files.filter(
      (file, i) => comparable(fs.readFileSync(file, 'utf8')) !== comparable(before[i]),
    );
  } finally {
    for (const [i, file] of files.entries()) fs.writeFileSync(file, before[i]);
  }
}

async function untranslated() {
  const missing = [];
  for (const catalog of await getCatalogs(config)) {
    for (const locale of config.locales.filter((l) => l !== config.sourceLocale)) {
      const result = await catalog.getTranslations(locale, {
        sourceLocale: config.sourceLocale,
        fallbackLocales: {},
      });
      missing.push(...result.missing.map(({ id, source }) => `${locale}: ${source ?? id}`));
    }
  }
  return missing;
}

const stale = outOfDate();
const missing = await untranslated();
const messages = Object.keys((await (await getCatalogs(config))[0].readAll()).en ?? {}).length;
if (stale.length > 0) {
  console.error(`Out of date with the code: ${stale.join(', ')}. Run \`npm run i18n:extract\`.`);
}
if (missing.length > 0) {
  console.error(`Messages without a translation (${missing.length}):\n  ${missing.join('\n  ')}`);
}
console.log(
  `translations: ${messages} messages, ${missing.length} missing, catalogs ${stale.length ? 'out of date' : 'up to date'}`,
);
process.exit(stale.length > 0 || missing.length > 0 ? 1 : 0);
