import { config } from 'zod/v4/core';

// Zod compiles fast parsers with new Function(), which the Content-Security-Policy forbids (no
// 'unsafe-eval'). Set before any schema module runs, so Zod does not even try (the browser
// reports every refused attempt as a CSP violation).
config({ jitless: true });
