import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { moduleRules, trimPageStyles } from './page-styles.ts';

/** A built stylesheet in small: two CSS modules (`abcde`: a card, `fghij`: a map) and globals. */
const STYLESHEET = [
  ':root{--ink:#123}',
  'body{margin:0}',
  '._card_abcde_1{padding:1rem}',
  '._card_abcde_1._open_abcde_9>p{display:block}',
  // A string with braces and a quote in it does not end the rule.
  '._map_fghij_2:after{content:"} {\\""}',
  '@media (min-width:40rem){._card_abcde_1{padding:2rem}._map_fghij_2{fill:blue}}',
  '@media print{._map_fghij_2{display:none}}',
  '@supports (display:grid){@media (min-width:60rem){._map_fghij_2{display:grid}}}',
  '@keyframes _spin_fghij_3{to{transform:rotate(1turn)}}',
  '._map_fghij_2 ._card_abcde_1{margin:0}',
].join('');

const page = (body: string) =>
  `<html><head><style data-href="/assets/style-1.css">${STYLESHEET}</style></head><body>${body}</body></html>`;
const sourceOf = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('trimPageStyles', () => {
  it('keeps the rules of the modules a page carries and of none, drops the others', () => {
    const { html, styleSource } = trimPageStyles(page('<p class="_card_abcde_1">A card</p>'));
    const kept = [
      ':root{--ink:#123}',
      'body{margin:0}',
      '._card_abcde_1{padding:1rem}',
      '._card_abcde_1._open_abcde_9>p{display:block}',
      '@media (min-width:40rem){._card_abcde_1{padding:2rem}}',
      '@keyframes _spin_fghij_3{to{transform:rotate(1turn)}}',
      '._map_fghij_2 ._card_abcde_1{margin:0}',
    ].join('');
    expect(html).toBe(
      `<html><head><style data-href="/assets/style-1.css" data-trimmed>${kept}</style></head><body><p class="_card_abcde_1">A card</p></body></html>`,
    );
    expect(styleSource).toBe(sourceOf(kept));
  });

  it('keeps the whole stylesheet, unmarked, for a page with every module', () => {
    const { html, styleSource } = trimPageStyles(
      page('<p class="_card_abcde_1">A card</p><svg class="_map_fghij_2"></svg>'),
    );
    expect(html).toBe(page('<p class="_card_abcde_1">A card</p><svg class="_map_fghij_2"></svg>'));
    expect(styleSource).toBe(sourceOf(STYLESHEET));
  });

  it('keeps the rules of no module alone for a page with none', () => {
    const { html } = trimPageStyles(page('<p>Plain</p>'));
    expect(html).toContain(
      '<style data-href="/assets/style-1.css" data-trimmed>:root{--ink:#123}body{margin:0}@keyframes',
    );
  });

  it('leaves a page without the inlined stylesheet as it is', () => {
    expect(trimPageStyles('<h1>Home</h1>')).toEqual({ html: '<h1>Home</h1>' });
  });
});

describe('moduleRules', () => {
  it('keeps every rule that names a module class, in the file’s order, groupings with theirs', () => {
    const ofNoModule = [
      ':root{--ink:#123}',
      'body{margin:0}',
      '@keyframes _spin_fghij_3{to{transform:rotate(1turn)}}',
    ];
    expect(moduleRules(STYLESHEET)).toBe(
      ofNoModule.reduce((css, rule) => css.replace(rule, ''), STYLESHEET),
    );
  });
});
