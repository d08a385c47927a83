// Zod compiles fast parsers with new Function(), which the Content-Security-Policy forbids (no
// 'unsafe-eval'). Set before any schema module runs, so Zod does not even try (the browser
// reports every refused attempt as a CSP violation). Zod keeps its configuration on globalThis
// and takes one found there (zod/v4/core's `config`), so the page's boot sets it without loading
// Zod: most pages have no form (zod-jitless.test.ts holds Zod to this).
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
