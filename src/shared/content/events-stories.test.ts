import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stories, storyCategories } from './stories.ts';

const publicFile = (url: string) => fs.existsSync(`public${url}`);

describe('the built-in stories', () => {
  it('include the spec’s two, and at least one in every category', () => {
    expect(stories.find((s) => s.id === 'edu-1')?.category).toBe('Education');
    expect(stories.find((s) => s.id === 'ent-1')?.category).toBe('Enterprise');
    for (const category of storyCategories) {
      expect(stories.some((s) => s.category === category)).toBe(true);
    }
    expect(new Set(stories.map((s) => s.id)).size).toBe(stories.length);
  });

  it('have their pictures, with alternative text, and dates that have passed', () => {
    for (const story of stories) {
      expect(publicFile(story.image)).toBe(true);
      expect(story.alt.length).toBeGreaterThan(10);
      expect(story.date < '2026-11-21').toBe(true);
      for (const block of story.content) {
        if (block.type === 'image') {
          expect(publicFile(block.src)).toBe(true);
          expect(block.alt.length).toBeGreaterThan(10);
        }
      }
    }
  });
});
