import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { describeSwedishVersionForm } from '#client/testing/swedish-version-form.tsx';
import type { GalleryImage } from '#shared/schemas/content.ts';
import { ImageControls, UploadForm } from './gallery-admin.tsx';

const image: GalleryImage = {
  id: 7,
  name: 'choir.jpg',
  url: '/uploads/choir-640.webp',
  srcset: '/uploads/choir-640.webp 640w',
  width: 640,
  height: 480,
  description: 'The choir',
};

describeSwedishVersionForm('gallery description', {
  ui: () => <ImageControls image={image} />,
  call: 'PATCH /api/gallery',
  answer: { description: 'The choir' },
  fill: (user) => user.click(screen.getByRole('button', { name: 'Edit description' })),
  submit: 'Save',
  swedish: { Beskrivning: 'Kören' },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('uploads each photo with its Swedish description as `sv`, or none as empty text', async () => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => `blob:${(file as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const { requests } = mockApi({ ...session(true), 'POST /api/gallery': () => ({ id: 1 }) });
  const user = userEvent.setup();
  renderWithProviders(<UploadForm />);

  await user.upload(screen.getByLabelText('Choose photos to upload'), [
    new File(['a'], 'well.jpg', { type: 'image/jpeg' }),
    new File(['b'], 'choir.png', { type: 'image/png' }),
  ]);
  const swedish = screen.getByLabelText('Svensk beskrivning av well.jpg (valfri)');
  expect(swedish).toHaveAttribute('lang', 'sv');
  await user.type(swedish, 'Den nya brunnen');
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  await vi.waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
  const [well, choir] = requests.filter((r) => r.method === 'POST').map((r) => r.body as FormData);
  expect(JSON.parse(String(well!.get('sv')))).toEqual({ description: 'Den nya brunnen' });
  expect(choir!.get('sv')).toBe('');
});
