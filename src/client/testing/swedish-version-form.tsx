import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogStandIn } from './dialog.ts';
import { type MockRequest, mockApi, session } from './mock-api.ts';
import { renderWithProviders } from './render.tsx';

export type User = ReturnType<typeof userEvent.setup>;

/** An admin form with a Swedish version (decision 010), as its test describes it. */
export interface SwedishVersionForm {
  ui: () => ReactElement;
  /** The call that sends the item, "METHOD /path", and its answer. */
  call: string;
  answer: unknown;
  /** Opens the form and fills its English fields. */
  fill(user: User): Promise<void>;
  submit: string;
  /** The Swedish fields, by their Swedish label, and what is typed in them. */
  swedish: Record<string, string>;
}

export async function typeInto(user: User, fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    await user.type(screen.getByLabelText(label), text);
  }
}

/** The `sv` a request carries: a JSON body's, or a multipart form's JSON text. */
const svOf = ({ body }: MockRequest) =>
  body instanceof FormData ? JSON.parse(String(body.get('sv'))) : (body as { sv?: unknown }).sv;

/**
 * The two tests every form with the Swedish fieldset passes: the version typed is sent as `sv`;
 * an incomplete one (only its first field) marks the field left empty and sends nothing.
 */
export function describeSwedishVersionForm(name: string, form: SwedishVersionForm) {
  const start = () => {
    const { requests } = mockApi({ ...session(true), [form.call]: () => form.answer });
    renderWithProviders(form.ui());
    const sent = () =>
      requests.filter(({ method, url }) => `${method} ${url.pathname}` === form.call);
    return { sent, user: userEvent.setup() };
  };

  describe(`the ${name} form's Swedish version`, () => {
    beforeAll(installDialogStandIn);
    afterEach(() => vi.unstubAllGlobals());

    it('sends what the admin typed as `sv`, from fields marked lang="sv"', async () => {
      const { sent, user } = start();
      await form.fill(user);
      expect(screen.getByRole('group', { name: 'Swedish version (optional)' })).toBeVisible();
      await typeInto(user, form.swedish);
      for (const label of Object.keys(form.swedish)) {
        expect(screen.getByLabelText(label)).toHaveAttribute('lang', 'sv');
      }
      await user.click(screen.getByRole('button', { name: form.submit }));

      await vi.waitFor(() => expect(sent()).toHaveLength(1));
      expect(Object.values(svOf(sent()[0]!))).toEqual(
        expect.arrayContaining(Object.values(form.swedish)),
      );
    });

    const [first, second] = Object.keys(form.swedish);
    it.skipIf(second === undefined)('marks an incomplete version and sends nothing', async () => {
      const { sent, user } = start();
      await form.fill(user);
      await typeInto(user, { [first!]: form.swedish[first!]! });
      await user.click(screen.getByRole('button', { name: form.submit }));

      expect(await screen.findByLabelText(second!)).toHaveAttribute('aria-invalid', 'true');
      expect(sent()).toHaveLength(0);
    });
  });
}
