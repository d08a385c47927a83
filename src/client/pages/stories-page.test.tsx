import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FeaturedStory } from '#client/features/home-sections/index.ts';
import { featuredStoryQuery, useFeaturedStory } from '#client/features/stories/index.ts';
import { matchPath } from '#client/lib/match-path.ts';
import { preloadIslands } from '#client/runtime/islands.ts';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { testStories } from '#client/testing/stories.ts';
import type { Story } from '#shared/content/stories.ts';
import StoriesPage from './stories-page.tsx';
import StoryPage from './story-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const stories = () => ({ 'GET /api/stories': () => ({ stories: testStories }) });

const storyAt = (path: string) => <StoryPage params={matchPath('/stories/:id', path) ?? {}} />;

// The list is an island: its code at hand, as on the server.
beforeAll(preloadIslands);

function HomeStory() {
  const story = useFeaturedStory();
  return story ? <FeaturedStory story={story} /> : null;
}

describe('the stories pages read /api/stories', () => {
  it('shows the skeleton while the list loads, then the stories', async () => {
    mockApi({ ...session(false), ...stories() });
    renderWithProviders(<StoriesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('link', { name: 'Health days in Kamenge' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(testStories.length);
  });

  it('shows stories already in the cache at once, with no skeleton', () => {
    mockApi({ ...session(false), ...stories() });
    renderWithProviders(<StoriesPage />, { queryData: [[['stories'], testStories]] });
    expect(screen.getAllByRole('article')).toHaveLength(testStories.length);
  });

  it('opens one story, and says “Story not found.” for an unknown or draft id', async () => {
    const api = mockApi({
      ...session(false),
      'GET /api/stories/fai-1': () => ({ story: testStories[2] }),
    });
    const { unmount } = renderWithProviders(storyAt('/stories/fai-1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The choir that sings on Tuesdays' }),
    ).toBeInTheDocument();
    unmount();

    renderWithProviders(storyAt('/stories/secret-draft'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Story not found.' }),
    ).toBeInTheDocument();
    expect(api.calls()).toEqual(['GET /api/stories/fai-1', 'GET /api/stories/secret-draft']);
  });

  it('opens a story from the loaded list without asking again', () => {
    const api = mockApi({ ...session(false) });
    renderWithProviders(storyAt('/stories/ent-1'), { queryData: [[['stories'], testStories]] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Twelve women, one cash box and a bakery' }),
    ).toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('shows the story Home features, without asking for every story', async () => {
    const { content: _text, ...featured } = testStories[1] as Story;
    const api = mockApi({
      ...session(false),
      'GET /api/featured-story': () => ({ story: featured }),
    });
    renderWithProviders(<HomeStory />);
    expect(await screen.findByRole('heading', { name: featured.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the full story' })).toHaveAttribute(
      'href',
      `/stories/${featured.id}`,
    );
    expect(api.calls()).toEqual(['GET /api/featured-story']);
  });

  it('shows no featured story while none is published', async () => {
    const api = mockApi({ ...session(false), 'GET /api/featured-story': () => ({ story: null }) });
    const { container, client } = renderWithProviders(<HomeStory />);
    // Empty while loading too: wait for the answer, then look.
    await vi.waitFor(() =>
      expect(client.getQueryState(featuredStoryQuery.queryKey)?.status).toBe('success'),
    );
    expect(api.calls()).toEqual(['GET /api/featured-story']);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks Swedish on a Swedish page: the list, a story and a story not found', async () => {
    mockApi({ ...session(false), ...stories() });
    const { unmount } = renderWithProviders(<StoriesPage />, {
      queryData: [[['stories'], testStories]],
      locale: 'sv',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Berättelser' })).toBeInTheDocument();
    unmount();

    const second = renderWithProviders(storyAt('/stories/ent-1'), {
      queryData: [[['stories'], testStories]],
      locale: 'sv',
    });
    expect(screen.getByText('Företagande', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till berättelserna' })).toHaveAttribute(
      'href',
      '/sv/stories',
    );
    second.unmount();

    renderWithProviders(storyAt('/stories/secret-draft'), { locale: 'sv' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Berättelsen hittades inte.' }),
    ).toBeInTheDocument();
  });
});
