import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchModuleStyles } from './module-styles.ts';

afterEach(() => {
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

const stylesheetLinks = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')];

describe('fetchModuleStyles', () => {
  it('fetches the module rules of a trimmed page at once, and links them after the page’s rules when told', () => {
    const fetched = vi.fn(() => Promise.resolve(new Response('')));
    vi.stubGlobal('fetch', fetched);
    document.head.innerHTML =
      '<style data-href="/assets/style-1.modules.css" data-trimmed>body{margin:0}</style><title>A page</title>';
    const apply = fetchModuleStyles();
    expect(fetched).toHaveBeenCalledWith('/assets/style-1.modules.css');
    expect(stylesheetLinks()).toEqual([]);

    apply();
    const [link] = stylesheetLinks();
    expect(link?.getAttribute('href')).toBe('/assets/style-1.modules.css');
    expect(document.head.lastElementChild).toBe(link);
  });

  it('is quiet when the file cannot be fetched (offline): the page keeps its own rules', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    document.head.innerHTML =
      '<style data-href="/assets/style-1.modules.css" data-trimmed>body{margin:0}</style>';
    const apply = fetchModuleStyles();
    await Promise.resolve();
    apply();
    expect(stylesheetLinks()).toHaveLength(1);
  });

  it('fetches and links nothing for a page that carries the whole stylesheet', () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    document.head.innerHTML =
      '<style data-href="/assets/style-1.modules.css">body{margin:0}</style>';
    fetchModuleStyles()();
    expect(fetched).not.toHaveBeenCalled();
    expect(stylesheetLinks()).toEqual([]);
  });
});
