import { screen } from '@testing-library/react';
import { describeSwedishVersionForm } from '#client/testing/swedish-version-form.tsx';
import type { GalleryImage } from '#shared/schemas/content.ts';
import { ImageControls } from './gallery-admin.tsx';

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
