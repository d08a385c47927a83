import { createHash } from 'node:crypto';

/**
 * The stylesheet the build inlined into every page (scripts/lib/inline-styles.mjs), with the
 * address of the file of its module rules (`moduleRules`), which the app applies once it has
 * hydrated.
 */
const INLINED_STYLE = /<style data-href="([^"]+)">([\s\S]*?)<\/style>/;

/**
 * A class of a CSS module as Vite names it in a build: `_<name>_<hash of the module>_<line>`.
 * Every class of one module shares its hash.
 */
const MODULE_CLASS = /_[A-Za-z0-9-]+_([a-z0-9]{5})_\d+/g;

/** At-rules whose block holds rules of their own (kept when one of those is). */
const GROUPING_AT_RULE = /^@(media|supports|container|layer)\b/;

export interface StyledPage {
  html: string;
  /** The CSP source (`'sha256-…'`) of the page's own <style>; absent: the page has none. */
  styleSource?: string;
}

/**
 * Keeps in a page's inlined stylesheet only what can style it: the rules of the CSS modules
 * whose classes the page carries, and every rule that names no module class (element styles,
 * variables, keyframes). A module's rules go together, its state classes (an open menu, an
 * invalid field) with the rest. The app applies every module's rules (`data-trimmed`) once it
 * has hydrated. Decision 020.
 */
export function trimPageStyles(html: string): StyledPage {
  const inlined = INLINED_STYLE.exec(html);
  if (!inlined) return { html };
  const [element, href, css] = inlined;
  const rest = html.slice(0, inlined.index) + html.slice(inlined.index + element.length);
  const used = new Set([...rest.matchAll(MODULE_CLASS)].map((match) => match[1]!));
  const kept = keptRules(
    parsedRules(css!),
    (rule) => rule.modules.length === 0 || rule.modules.some((module) => used.has(module)),
  );
  const trimmed = kept === css ? '' : ' data-trimmed';
  const style = `<style data-href="${href}"${trimmed}>${kept}</style>`;
  return {
    html: html.slice(0, inlined.index) + style + html.slice(inlined.index + element.length),
    styleSource: `'sha256-${createHash('sha256').update(kept).digest('base64')}'`,
  };
}

interface Rule {
  text: string;
  /** A grouping at-rule's own rules. */
  inner?: Rule[];
  /** The prelude and the opening brace of a grouping at-rule. */
  opening?: string;
  /** The modules a style rule's selectors name. */
  modules: string[];
}

/** Every page carries the same stylesheet: it is parsed once. */
let parsed: { css: string; rules: Rule[] } | undefined;

function parsedRules(css: string): Rule[] {
  if (parsed?.css !== css) parsed = { css, rules: parseRules(css) };
  return parsed.rules;
}

/**
 * Every rule of the built stylesheet that names a CSS module class, in the file's order: the
 * build writes them as a file of their own, which the app links after a trimmed page's rules
 * (those hold every rule of no module already). Decision 020.
 */
export function moduleRules(css: string): string {
  return keptRules(parseRules(css), (rule) => rule.modules.length > 0);
}

/** The rules `keep` keeps, a grouping at-rule with those of its own that are kept. */
function keptRules(rules: Rule[], keep: (rule: Rule) => boolean): string {
  let kept = '';
  for (const rule of rules) {
    if (rule.inner) {
      const inner = keptRules(rule.inner, keep);
      if (inner) kept += `${rule.opening}${inner}}`;
    } else if (keep(rule)) {
      kept += rule.text;
    }
  }
  return kept;
}

/** The rules of a (minified) stylesheet, at-rules that group others with their own rules. */
function parseRules(css: string): Rule[] {
  const rules: Rule[] = [];
  let start = 0;
  while (start < css.length) {
    const open = nextOutsideStrings(css, start, '{;');
    if (open === -1) {
      rules.push({ text: css.slice(start), modules: [] });
      break;
    }
    if (css[open] === ';') {
      rules.push({ text: css.slice(start, open + 1), modules: [] });
      start = open + 1;
      continue;
    }
    const close = matchingBrace(css, open);
    const prelude = css.slice(start, open).trim();
    const text = css.slice(start, close + 1);
    if (GROUPING_AT_RULE.test(prelude)) {
      rules.push({
        text,
        opening: css.slice(start, open + 1),
        inner: parseRules(css.slice(open + 1, close)),
        modules: [],
      });
    } else {
      const modules = prelude.startsWith('@')
        ? []
        : [...new Set([...prelude.matchAll(MODULE_CLASS)].map((match) => match[1]!))];
      rules.push({ text, modules });
    }
    start = close + 1;
  }
  return rules;
}

/** The index of the first of `chars` at or after `from` that is not inside a string. */
function nextOutsideStrings(css: string, from: number, chars: string): number {
  for (let i = from; i < css.length; i++) {
    const char = css[i]!;
    if (char === '"' || char === "'") i = endOfString(css, i);
    else if (chars.includes(char)) return i;
  }
  return -1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i]!;
    if (char === '"' || char === "'") i = endOfString(css, i);
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  throw new Error('the inlined stylesheet has a block that does not close');
}

function endOfString(css: string, quote: number): number {
  for (let i = quote + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === css[quote]) return i;
  }
  return css.length;
}
