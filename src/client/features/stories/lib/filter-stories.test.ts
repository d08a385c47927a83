import { describe, expect, it } from 'vitest';
import { testStories as stories } from '#client/testing/stories.ts';
import { filterStories, truncateWords } from './filter-stories.ts';

const ids = (list: { id: string }[]) => list.map((story) => story.id);

describe('filterStories', () => {
  it('keeps every story for All and an empty search', () => {
    expect(filterStories(stories, 'All', '  ')).toEqual(stories);
  });

  it('filters by category', () => {
    expect(ids(filterStories(stories, 'Education', ''))).toEqual(['edu-1']);
    expect(ids(filterStories(stories, 'Enterprise', ''))).toEqual(['ent-1']);
  });

  it('searches title, excerpt and tags without regard to case', () => {
    expect(ids(filterStories(stories, 'All', 'FOOTBRIDGE'))).toEqual(['com-1']);
    expect(ids(filterStories(stories, 'All', 'kamenge'))).toEqual(['hea-1']);
    expect(ids(filterStories(stories, 'All', 'acacia'))).toEqual(['ent-1']);
    expect(ids(filterStories(stories, 'All', 'savings group'))).toContain('ent-1');
    expect(ids(filterStories(stories, 'Faith', 'sweden'))).toEqual(['fai-2']);
  });

  it('does not search the story text itself', () => {
    expect(filterStories(stories, 'All', 'mandazi')).toEqual([]);
  });
});

describe('truncateWords', () => {
  it('leaves a short text alone', () => {
    expect(truncateWords(' one two three ', 50)).toBe('one two three');
  });

  it('cuts at the limit and adds an ellipsis', () => {
    const text = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    const cut = truncateWords(text, 50);
    expect(cut.endsWith('w49…')).toBe(true);
    expect(cut.split(' ')).toHaveLength(50);
  });

  it('keeps exactly 50 words whole', () => {
    const text = Array.from({ length: 50 }, () => 'word').join(' ');
    expect(truncateWords(text, 50)).toBe(text);
  });
});
