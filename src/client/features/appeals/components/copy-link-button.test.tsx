import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/testing/render.tsx';
import { CopyLinkButton } from './copy-link-button.tsx';

describe('Copy link', () => {
  it("copies the page's address without its query, and says so", async () => {
    window.history.replaceState(null, '', '/fundraisers/karin?utm=x');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderWithProviders(<CopyLinkButton />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/fundraisers/karin`);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    window.history.replaceState(null, '', '/');
  });
});
