import { CSS_MODULE_CLASS } from '#shared/page-html.ts';

/**
 * A page arrives with only the style rules of what the server drew (the server trims its inline
 * stylesheet: decision 020); what the app draws anew (a dialog, the next page) needs the rest of
 * the file. Fetches it now, and answers how to apply it once the page has hydrated.
 *
 * The page already holds every rule of the file that names no CSS module (elements, variables,
 * keyframes, the global classes), so only the rules of the modules are applied, all of them, in
 * the file's order and after the page's own: among the modules that order decides, as in the
 * file. Linking the whole file instead had the browser restyle every element its element rules
 * name, about all of them (Home: a task of 40-50 ms on the bench's machine, each time a page
 * started; 20-30 ms now). The rules come as a constructed stylesheet, which the CSP's style-src
 * does not govern.
 */
export function fetchFullStyles(): () => void {
  const href = document.querySelector<HTMLStyleElement>('style[data-trimmed]')?.dataset.href;
  if (!href) return () => {};
  if (!('adoptedStyleSheets' in document)) return () => linkWholeFile(href);
  // From the HTTP cache (the file is immutable); offline it may not come, and the page keeps its
  // own rules.
  const modules = fetch(href)
    .then((response) => (response.ok ? response.text() : Promise.reject(response.status)))
    .then(moduleRules)
    .catch(() => undefined);
  return () => {
    modules.then((sheet) => {
      if (sheet) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
  };
}

/** Where a browser cannot add a constructed stylesheet (Safari before 16.4): the whole file. */
function linkWholeFile(href: string) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  // After the page's own rules, so that the whole file's order decides.
  document.head.append(link);
}

/** @media, @supports, @container, @layer: rules of their own (as are @keyframes', told apart). */
const isGrouping = (rule: CSSRule): rule is CSSGroupingRule =>
  'cssRules' in rule && !(rule instanceof CSSKeyframesRule);

/** The rules of `css` that name a class of a CSS module, in their order; a grouping rule with its own. */
function moduleRules(css: string): CSSStyleSheet {
  const whole = new CSSStyleSheet();
  whole.replaceSync(css);
  const named = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) => {
      // A style rule has rules of its own too where the browser nests CSS: it is one rule here.
      if (rule instanceof CSSStyleRule) {
        return rule.selectorText.match(CSS_MODULE_CLASS) ? [rule.cssText] : [];
      }
      if (!isGrouping(rule)) return [];
      const inner = named(rule.cssRules);
      if (inner.length === 0) return [];
      const opening = rule.cssText.slice(0, rule.cssText.indexOf('{') + 1);
      return [`${opening}${inner.join('')}}`];
    });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(named(whole.cssRules).join('\n'));
  return sheet;
}
