import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { newWellStory } from '#client/testing/stories.ts';
import type { AdminStory } from '#shared/schemas/stories.ts';
import { StoryEditor } from './story-editor.tsx';

const story: AdminStory = {
  ...newWellStory(),
  status: 'draft',
  createdAt: '',
  updatedAt: '',
  sv: {
    title: 'En ny brunn',
    excerpt: 'Rent vatten.',
    blocks: ['Den fungerar.'],
    alt: 'En trädgård.',
  },
};

function openPreview(edited: AdminStory) {
  mockApi(session(true));
  renderWithProviders(<StoryEditor story={edited} onClose={vi.fn()} />);
  const user = userEvent.setup();
  return { user, preview: () => screen.getByRole('region', { name: 'Preview' }) };
}

describe('the story editor’s preview language', () => {
  beforeEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the English version first, and the Swedish one, marked lang="sv", on request', async () => {
    const { user, preview } = openPreview(story);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const english = screen.getByRole('button', { name: 'English' });
    const swedish = screen.getByRole('button', { name: 'Svenska' });
    expect(within(preview()).getByRole('group', { name: 'Preview language' })).toBeInTheDocument();
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(swedish).toHaveAttribute('aria-pressed', 'false');
    expect(swedish).toHaveAttribute('lang', 'sv');
    expect(within(preview()).getByRole('heading', { name: 'A new well' })).not.toHaveAttribute(
      'lang',
    );

    await user.click(swedish);
    expect(swedish).toHaveAttribute('aria-pressed', 'true');
    const heading = within(preview()).getByRole('heading', { name: 'En ny brunn' });
    expect(heading).toHaveAttribute('lang', 'sv');
    expect(within(preview()).getByText('Rent vatten.')).toHaveAttribute('lang', 'sv');
    expect(within(preview()).getByText('Den fungerar.')).toHaveAttribute('lang', 'sv');
    expect(within(preview()).getByAltText('En trädgård.')).toHaveAttribute('lang', 'sv');
    // The picture block has no Swedish texts yet: its English caption stays (English, as this page).
    expect(within(preview()).getByText('Young')).not.toHaveAttribute('lang');
    expect(within(preview()).queryByText('It works.')).not.toBeInTheDocument();

    // What the admin types in the Swedish version shows at once.
    const svTitle = screen.getByLabelText('Rubrik');
    await user.clear(svTitle);
    await user.type(svTitle, 'Brunnen i byn');
    expect(within(preview()).getByRole('heading', { name: 'Brunnen i byn' })).toHaveAttribute(
      'lang',
      'sv',
    );

    await user.click(english);
    expect(within(preview()).getByRole('heading', { name: 'A new well' })).toBeInTheDocument();
  }, 20_000);

  it('shows a story without a Swedish version in English, as the Swedish page does, and says so', async () => {
    const { sv: _none, ...englishOnly } = story;
    const { user, preview } = openPreview(englishOnly);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(within(preview()).getByRole('heading', { name: 'A new well' })).toBeInTheDocument();
    expect(
      within(preview()).getByText(
        'There is no Swedish version yet: the Swedish page shows the English text.',
      ),
    ).toBeInTheDocument();
  }, 20_000);
});
