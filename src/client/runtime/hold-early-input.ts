import { holdEarlyInput } from '#client/lib/early-input.ts';

/**
 * The page's first script, inlined into its HTML by the build (scripts/prerender.mjs; its CSP
 * hash is in the pages' manifest): from the first paint on, it notes what the visitor types into
 * an island that has not hydrated yet, and holds a form sent from one (lib/early-input.ts).
 */
holdEarlyInput();
