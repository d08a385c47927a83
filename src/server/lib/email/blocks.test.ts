import { describe, expect, it } from 'vitest';
import { emailBlocks, linkParts } from './blocks.ts';

describe('emailBlocks', () => {
  it('reads paragraphs, indented details and a lone link from an e-mail’s text', () => {
    const text = [
      'Dear Anna,',
      '',
      'Thank you for your gift.',
      'It has been received.',
      '',
      'Receipt',
      '  Date: 1 May 2026',
      '  Amount: 250 kr',
      '',
      'You can update your card here:',
      'https://charity.example/my-gifts',
      '',
      'With gratitude,',
      'Hope Bridge',
    ].join('\n');
    expect(emailBlocks(text)).toEqual([
      { kind: 'paragraph', lines: ['Dear Anna,'] },
      { kind: 'paragraph', lines: ['Thank you for your gift.', 'It has been received.'] },
      { kind: 'paragraph', lines: ['Receipt'] },
      { kind: 'details', lines: ['Date: 1 May 2026', 'Amount: 250 kr'] },
      { kind: 'paragraph', lines: ['You can update your card here:'] },
      { kind: 'link', url: 'https://charity.example/my-gifts' },
      { kind: 'paragraph', lines: ['With gratitude,', 'Hope Bridge'] },
    ]);
  });
});

describe('linkParts', () => {
  it('makes the addresses in a line links, leaving the punctuation after them', () => {
    expect(linkParts('See https://charity.example/my-gifts?x=1. Thanks')).toEqual([
      { text: 'See ' },
      { text: 'https://charity.example/my-gifts?x=1', url: 'https://charity.example/my-gifts?x=1' },
      { text: '. Thanks' },
    ]);
    expect(linkParts('No link here')).toEqual([{ text: 'No link here' }]);
  });
});
