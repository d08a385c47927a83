import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders as render } from '#client/testing/render.tsx';
import { i18nFor } from '#shared/i18n/catalogs.ts';
import { translate } from '#shared/i18n/message.ts';
import { contactFaq } from './contact-faq.ts';
import { FaqAccordion } from './faq-accordion.tsx';

describe('FaqAccordion', () => {
  it('has four questions, all closed at first', () => {
    render(<FaqAccordion items={contactFaq} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one answer at a time, and closes it again', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqAccordion items={contactFaq} />);
    const [first, second] = screen.getAllByRole('button') as [HTMLElement, HTMLElement];

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const [question, answerText] = [contactFaq[0]!.question, contactFaq[0]!.answer].map((text) =>
      translate(i18nFor('en'), text),
    );
    const answer = screen.getByRole('region', { name: question });
    expect(first).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent(answerText!);

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(second);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqAccordion items={contactFaq} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'true');
  });
});
