import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogStandIn } from '#client/testing/dialog.ts';
import { jsonResponse, mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { GalleryImage } from '#shared/schemas/content.ts';
import { GallerySection } from './gallery-section.tsx';

const photo = (id: number, description: string): GalleryImage => ({
  id,
  name: `photo-${id}.jpg`,
  description,
  url: `/uploads/p${id}-1600.webp`,
  srcset: `/uploads/p${id}-640.webp 640w, /uploads/p${id}-1600.webp 1600w`,
  width: 1600,
  height: 1200,
});
const photos = [photo(1, 'Children at school'), photo(2, ''), photo(3, 'Harvest day')];

beforeAll(installDialogStandIn);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Photo Gallery', () => {
  it('draws responsive, lazily loaded thumbnails with their size', async () => {
    mockApi({ ...session(false), 'GET /api/gallery': () => ({ images: photos }) });
    renderWithProviders(<GallerySection />);

    const image = await screen.findByRole('img', { name: 'Children at school' });
    expect(image).toHaveAttribute('srcset', photos[0]!.srcset);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '1600');
    expect(image).toHaveAttribute('height', '1200');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Gallery photo 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('opens a lightbox driven by the arrow keys that returns focus on Escape', async () => {
    mockApi({ ...session(false), 'GET /api/gallery': () => ({ images: photos }) });
    const user = userEvent.setup();
    renderWithProviders(<GallerySection />);

    await user.click(await screen.findByRole('button', { name: 'Gallery photo 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(dialog).toHaveTextContent('2 of 3');

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog).toHaveTextContent('3 of 3');
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Harvest day');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog).toHaveTextContent('1 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog).toHaveTextContent('2 of 3');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus goes to the thumbnail of the photo last shown.
    expect(screen.getByRole('button', { name: 'Harvest day' })).toHaveFocus();
  });

  it('closes with the close button and a backdrop click', async () => {
    mockApi({ ...session(false), 'GET /api/gallery': () => ({ images: photos }) });
    const user = userEvent.setup();
    renderWithProviders(<GallerySection />);
    const thumbnail = await screen.findByRole('button', { name: 'Children at school' });

    await user.click(thumbnail);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(thumbnail).toHaveFocus();

    await user.click(thumbnail);
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Photo Gallery for a signed-in admin', () => {
  it('uploads each chosen photo with its own description', async () => {
    let previews = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++previews}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    let stored = [...photos];
    const api = mockApi({
      ...session(true),
      'GET /api/gallery': () => ({ images: stored }),
      'POST /api/gallery': () => {
        const created = photo(stored.length + 1, 'new');
        stored = [...stored, created];
        return { id: created.id, url: created.url, description: created.description };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<GallerySection />);
    const form = await screen.findByRole('form', { name: 'Upload photos' });

    const files = [
      new File(['a'], 'well.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'choir.png', { type: 'image/png' }),
    ];
    await user.upload(within(form).getByLabelText('Choose photos to upload'), files);
    await user.type(within(form).getByLabelText('Description for well.jpg (optional)'), 'New well');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Edit description' })).toHaveLength(5),
    );
    const posts = api.requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    const bodies = posts.map((post) => post.body as FormData);
    expect((bodies[0]!.get('image') as File).name).toBe('well.jpg');
    expect(bodies[0]!.get('description')).toBe('New well');
    expect((bodies[1]!.get('image') as File).name).toBe('choir.png');
    expect(bodies[1]!.get('description')).toBe('');
    expect(within(form).queryByLabelText(/Description for/)).toBeNull();
  });

  it('edits a description and deletes a photo after confirmation', async () => {
    const api = mockApi({
      ...session(true),
      'GET /api/gallery': () => ({ images: photos }),
      'PATCH /api/gallery': ({ body }) => ({
        description: (body as { description: string }).description,
      }),
      'DELETE /api/gallery': () => ({ success: true }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderWithProviders(<GallerySection />);

    const [first] = await screen.findAllByRole('button', { name: 'Edit description' });
    await user.click(first!);
    const input = screen.getByLabelText('Description');
    await user.clear(input);
    await user.type(input, 'Pupils in class');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('img', { name: 'Pupils in class' })).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PATCH')?.body).toEqual({
      id: 1,
      description: 'Pupils in class',
    });

    await user.click(screen.getAllByRole('button', { name: 'Delete' })[2]!);
    expect(confirm).toHaveBeenCalledWith('Delete this image?');
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Harvest day' })).toBeNull());
    expect(api.calls()).toContain('DELETE /api/gallery?id=3');
  });

  it('tells the admin, politely, which photo the server refused and why', async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:preview');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      ...session(true),
      'GET /api/gallery': () => ({ images: photos }),
      'POST /api/gallery': () => jsonResponse({ error: 'The image is larger than 10 MB.' }, 413),
    });
    const user = userEvent.setup();
    renderWithProviders(<GallerySection />);
    const form = await screen.findByRole('form', { name: 'Upload photos' });
    const status = within(form).getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Choose photos to upload'), huge);
    await user.click(within(form).getByRole('button', { name: 'Upload' }));

    await waitFor(() =>
      expect(status).toHaveTextContent('Not uploaded. huge.jpg: The image is larger than 10 MB.'),
    );
    expect(logged).toHaveBeenCalledWith('Gallery upload failed', 'huge.jpg', expect.anything());
  });

  it("announces a refused delete with the server's reason and clears it after a success", async () => {
    let refuse = true;
    mockApi({
      ...session(true),
      'GET /api/gallery': () => ({ images: photos }),
      'DELETE /api/gallery': () =>
        refuse ? jsonResponse({ error: 'Image not found' }, 404) : { success: true },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderWithProviders(<GallerySection />);
    const form = await screen.findByRole('form', { name: 'Upload photos' });

    const [first] = await screen.findAllByRole('button', { name: 'Delete' });
    await user.click(first!);
    const status = within(form).getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Image not found'));

    refuse = false;
    await user.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await waitFor(() => expect(status).toBeEmptyDOMElement());
  });

  it('labels the gallery and the lightbox in Swedish on a Swedish page', async () => {
    mockApi({ ...session(false), 'GET /api/gallery': () => ({ images: photos }) });
    const user = userEvent.setup();
    renderWithProviders(<GallerySection />, { locale: 'sv' });

    expect(screen.getByRole('heading', { name: 'Bildgalleri' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Bild 2 i galleriet' }));
    const dialog = screen.getByRole('dialog', { name: 'Bildvisare' });
    expect(dialog).toHaveTextContent('2 av 3');
    expect(within(dialog).getByRole('button', { name: 'Nästa bild' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
