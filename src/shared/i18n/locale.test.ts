import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, localeOfPath, localizePath, splitLocalePath } from './locale.ts';

describe('splitLocalePath', () => {
  it.each([
    ['/', 'en', '/'],
    ['/events', 'en', '/events'],
    ['/events/abc', 'en', '/events/abc'],
    ['/sv', 'sv', '/'],
    ['/sv/', 'sv', '/'],
    ['/sv/events', 'sv', '/events'],
    ['/sv/events/abc', 'sv', '/events/abc'],
    ['/svenska', 'en', '/svenska'],
  ])('%s is %s at %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
    expect(localeOfPath(pathname)).toBe(locale);
  });
});

describe('localizePath', () => {
  it.each([
    ['/', 'sv', '/sv'],
    ['/events', 'sv', '/sv/events'],
    ['/events/abc?x=1#top', 'sv', '/sv/events/abc?x=1#top'],
    ['/sv/events', 'sv', '/sv/events'],
    ['/sv/events', 'en', '/events'],
    ['/sv', 'en', '/'],
    ['/contact-us#faq', 'en', '/contact-us#faq'],
    ['/api/contact', 'sv', '/api/contact'],
    ['/og/default.png', 'sv', '/og/default.png'],
    ['https://example.org/x', 'sv', 'https://example.org/x'],
    ['mailto:info@example.org', 'sv', 'mailto:info@example.org'],
    ['#main', 'sv', '#main'],
  ] as const)('%s in %s is %s', (to, locale, expected) => {
    expect(localizePath(to, locale)).toBe(expected);
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['sv', 'sv'],
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['en-GB,en;q=0.9,sv;q=0.8', 'en'],
    ['de-DE,sv;q=0.5', 'sv'],
    ['sv;q=0,en', 'en'],
    ['fr', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
