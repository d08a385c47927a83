import { afterEach, describe, expect, it } from 'vitest';
import { loadFullStyles } from './full-styles.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

const stylesheetLinks = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')];

describe('loadFullStyles', () => {
  it('loads the whole stylesheet after a trimmed page style, and resolves once it has loaded', async () => {
    document.head.innerHTML =
      '<style data-href="/assets/style-1.css" data-trimmed>body{margin:0}</style><title>A page</title>';
    let done = false;
    const loading = loadFullStyles().then(() => {
      done = true;
    });
    const [link] = stylesheetLinks();
    expect(link?.getAttribute('href')).toBe('/assets/style-1.css');
    expect(document.head.lastElementChild).toBe(link);
    await Promise.resolve();
    expect(done).toBe(false);
    link?.dispatchEvent(new Event('load'));
    await loading;
    expect(done).toBe(true);
  });

  it('resolves when the file cannot be had (offline): the page keeps its own rules', async () => {
    document.head.innerHTML =
      '<style data-href="/assets/style-1.css" data-trimmed>body{margin:0}</style>';
    const loading = loadFullStyles();
    stylesheetLinks()[0]?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('loads nothing for a page that carries the whole stylesheet', async () => {
    document.head.innerHTML = '<style data-href="/assets/style-1.css">body{margin:0}</style>';
    await loadFullStyles();
    expect(stylesheetLinks()).toEqual([]);
  });
});
