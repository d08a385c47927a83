import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preferReducedMotion } from '#client/testing/media.ts';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import type { Testimonial } from '#shared/schemas/content.ts';
import { testimonialsQueryKey } from '../api/testimonials-api.ts';
import { TestimonialsCarousel } from './testimonials-carousel.tsx';

const person = (id: number, name: string, image: string | null = null): Testimonial => ({
  id,
  name,
  role: 'Parent',
  quote: `${name} says thank you.`,
  image,
  srcset: image && `${image} 320w`,
  width: image ? 320 : null,
  height: image ? 320 : null,
});
const people = [
  person(1, 'Amani'),
  person(2, 'Claudine', '/uploads/c-320.webp'),
  person(3, 'Erik'),
];

const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Testimonials carousel timing', () => {
  async function show(loggedIn: boolean, testimonials = people) {
    vi.useFakeTimers();
    mockApi(session(loggedIn));
    renderWithProviders(<TestimonialsCarousel />, {
      queryData: [[testimonialsQueryKey, testimonials]],
    });
    await advance(0);
  }

  it('moves on every 5 seconds for a signed-out visitor, wrapping round', async () => {
    await show(false);
    expect(current()).toBe('Testimonial 1: Amani');
    await advance(4999);
    expect(current()).toBe('Testimonial 1: Amani');
    await advance(1);
    expect(current()).toBe('Testimonial 2: Claudine');
    await advance(5000);
    expect(current()).toBe('Testimonial 3: Erik');
    await advance(5000);
    expect(current()).toBe('Testimonial 1: Amani');
  });

  it('restarts the interval after manual navigation', async () => {
    await show(false);
    await advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(current()).toBe('Testimonial 2: Claudine');
    fireEvent.blur(screen.getByRole('button', { name: 'Next testimonial' }));
    await advance(4999);
    expect(current()).toBe('Testimonial 2: Claudine');
    await advance(1);
    expect(current()).toBe('Testimonial 3: Erik');
  });

  it('stops while hovered or focused', async () => {
    await show(false);
    const region = screen.getByRole('region', { name: 'Testimonials' });
    fireEvent.mouseEnter(region);
    await advance(12_000);
    expect(current()).toBe('Testimonial 1: Amani');
    fireEvent.mouseLeave(region);
    await advance(5000);
    expect(current()).toBe('Testimonial 2: Claudine');

    act(() => screen.getByRole('button', { name: 'Previous testimonial' }).focus());
    await advance(12_000);
    expect(current()).toBe('Testimonial 2: Claudine');
  });

  it('stays still under reduced motion, offering no play control', async () => {
    preferReducedMotion();
    await show(false);
    await advance(20_000);
    expect(current()).toBe('Testimonial 1: Amani');
    expect(screen.queryByRole('button', { name: /rotating testimonials/ })).toBeNull();
  });

  it('stays still for a signed-in admin', async () => {
    await show(true);
    await advance(20_000);
    expect(current()).toBe('Testimonial 1: Amani');
  });

  it('stays still, without controls, when there is only one', async () => {
    await show(false, [people[0]!]);
    await advance(20_000);
    expect(screen.getByText('Amani says thank you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next testimonial' })).toBeNull();
  });

  it('can be stopped with its Stop button', async () => {
    await show(false);
    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start rotating testimonials' }));
    await advance(20_000);
    expect(current()).toBe('Testimonial 1: Amani');
  });
});

describe('Testimonials for a signed-in admin', () => {
  // The editing code at hand, as in an admin's browser after its first load: its first import
  // in a test can take longer than a query waits on a loaded machine.
  beforeAll(() => import('./testimonials-admin.tsx'), 60_000);
  const activeSlide = () =>
    screen.getAllByRole('group').find((slide) => slide.dataset.active === 'true')!;

  it('adds a testimonial only when name, role and quote are filled', async () => {
    const api = mockApi({
      ...session(true),
      'GET /api/testimonials': () => ({ testimonials: people }),
      'POST /api/testimonials': () => ({ id: 4, image: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsCarousel />);
    const form = await screen.findByRole('form', { name: 'Add testimonial' });

    await user.type(within(form).getByLabelText('Name'), 'Sofia');
    await user.type(within(form).getByLabelText('Role'), 'Volunteer');
    await user.click(within(form).getByRole('button', { name: 'Add Testimonial' }));
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Quote'), 'It changed me.');
    const picture = new File(['x'], 'sofia.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Image (optional)'), picture);
    await user.click(within(form).getByRole('button', { name: 'Add Testimonial' }));

    await waitFor(() =>
      expect(api.calls().filter((call) => call === 'GET /api/testimonials')).toHaveLength(2),
    );
    const body = api.requests.find((request) => request.method === 'POST')?.body as FormData;
    expect(body.get('name')).toBe('Sofia');
    expect(body.get('role')).toBe('Volunteer');
    expect(body.get('quote')).toBe('It changed me.');
    expect((body.get('image') as File).name).toBe('sofia.jpg');
    expect(body.has('_method')).toBe(false);
  });

  it('edits in place, removing the image, and cancels without sending', async () => {
    const api = mockApi({
      ...session(true),
      'GET /api/testimonials': () => ({ testimonials: people }),
      'POST /api/testimonials': () => ({ image: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsCarousel />);
    await screen.findByRole('form', { name: 'Add testimonial' });
    await screen.findAllByRole('group');

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await user.click(await within(activeSlide()).findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit testimonial' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit testimonial' })).toBeNull();

    await user.click(within(activeSlide()).getByRole('button', { name: 'Edit' }));
    const editForm = screen.getByRole('form', { name: 'Edit testimonial' });
    const quote = within(editForm).getByLabelText('Quote');
    await user.clear(quote);
    await user.click(within(editForm).getByRole('button', { name: 'Save' }));
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(quote, 'Thank you, church!');
    await user.click(within(editForm).getByLabelText('Remove image'));
    await user.click(within(editForm).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Edit testimonial' })).toBeNull(),
    );
    const body = api.requests.find((request) => request.method === 'POST')?.body as FormData;
    expect(Object.fromEntries(body)).toEqual({
      _method: 'PUT',
      id: '2',
      name: 'Claudine',
      role: 'Parent',
      quote: 'Thank you, church!',
      remove_image: '1',
    });
  });

  it('deletes after confirmation', async () => {
    const api = mockApi({
      ...session(true),
      'GET /api/testimonials': () => ({ testimonials: people }),
      'DELETE /api/testimonials': () => ({ success: true }),
    });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const user = userEvent.setup();
    renderWithProviders(<TestimonialsCarousel />);
    await screen.findByRole('form', { name: 'Add testimonial' });
    await screen.findAllByRole('group');

    await user.click(within(activeSlide()).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete this testimonial?');
    await waitFor(() => expect(api.calls()).toContain('DELETE /api/testimonials?id=1'));
  });
});
