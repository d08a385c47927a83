import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { mockApi, session } from './mock-api.ts';
import { renderWithProviders } from './render.tsx';

/**
 * Renders the admin's list of a content with blocks (`<StoriesAdmin />`, `<AppealsAdmin />`)
 * signed in, its calls answered by `routes`.
 */
export function renderContentAdmin(list: ReactNode, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ ...session(true), ...routes });
  renderWithProviders(list, { path: '/admin' });
  return { api, user: userEvent.setup() };
}

/** In the open editor: uploads a cover, then types its alt text and the first block's text. */
export async function fillCoverAndText(
  user: UserEvent,
  { alt, text }: { alt: string; text: string },
) {
  await user.upload(
    screen.getByLabelText('Cover image'),
    new File(['x'], 'c.png', { type: 'image/png' }),
  );
  await screen.findByText('Uploaded.');
  await user.type(screen.getByLabelText('Cover alt text'), alt);
  await user.type(screen.getByLabelText('Block 1 text'), text);
}
