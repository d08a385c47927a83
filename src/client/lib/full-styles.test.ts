import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFullStyles } from './full-styles.ts';

// jsdom has constructed stylesheets but not the document's list of them.
beforeEach(() => {
  Object.assign(document, { adoptedStyleSheets: [] });
});

afterEach(() => {
  document.head.innerHTML = '';
  Reflect.deleteProperty(document, 'adoptedStyleSheets');
  vi.unstubAllGlobals();
});

const WHOLE_FILE =
  'body{margin:0}._card_abcde_1{color:red}._menu_fghij_1{color:blue}' +
  '@keyframes _spin_abcde_9{to{opacity:0}}' +
  '@media (min-width:40rem){._card_abcde_1{color:green}._menu_fghij_1{color:navy}}';

/** A page that carries the card module's rules, not the menu's (as the server trims it). */
const TRIMMED_PAGE =
  '<style data-href="/assets/style-1.css" data-trimmed>body{margin:0}._card_abcde_1{color:red}' +
  '@media (min-width:40rem){._card_abcde_1{color:green}}</style><title>A page</title>';

const adopted = () =>
  ((document as { adoptedStyleSheets?: CSSStyleSheet[] }).adoptedStyleSheets ?? []).flatMap(
    (sheet) => [...sheet.cssRules].map((rule) => rule.cssText.replace(/\s+/g, '')),
  );

const settle = () => new Promise((resolve) => setTimeout(resolve));

describe('fetchFullStyles', () => {
  it('fetches the stylesheet of a trimmed page at once, and adds the rules of its CSS modules when told, in their order and at-rules', async () => {
    const fetched = vi.fn(() => Promise.resolve(new Response(WHOLE_FILE)));
    vi.stubGlobal('fetch', fetched);
    document.head.innerHTML = TRIMMED_PAGE;
    const apply = fetchFullStyles();
    expect(fetched).toHaveBeenCalledWith('/assets/style-1.css');
    await settle();
    expect(adopted()).toEqual([]);

    apply();
    await settle();
    // The page holds the rules that name no module (body) already.
    expect(adopted()).toEqual([
      '._card_abcde_1{color:red;}',
      '._menu_fghij_1{color:blue;}',
      '@media(min-width:40rem){._card_abcde_1{color:green;}._menu_fghij_1{color:navy;}}',
    ]);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  });

  it('links the whole file where the browser cannot add a constructed stylesheet', async () => {
    vi.stubGlobal('fetch', vi.fn());
    Reflect.deleteProperty(document, 'adoptedStyleSheets');
    document.head.innerHTML = TRIMMED_PAGE;
    fetchFullStyles()();
    const link = document.head.lastElementChild;
    expect(link?.matches('link[rel="stylesheet"]')).toBe(true);
    expect(link?.getAttribute('href')).toBe('/assets/style-1.css');
  });

  it('is quiet when the file cannot be fetched (offline): the page keeps its own rules', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    document.head.innerHTML = TRIMMED_PAGE;
    fetchFullStyles()();
    await settle();
    expect(adopted()).toEqual([]);
  });

  it('fetches and adds nothing for a page that carries the whole stylesheet', async () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    document.head.innerHTML = `<style data-href="/assets/style-1.css">${WHOLE_FILE}</style>`;
    fetchFullStyles()();
    await settle();
    expect(fetched).not.toHaveBeenCalled();
    expect(adopted()).toEqual([]);
  });
});
