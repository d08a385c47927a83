import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, session } from '#client/testing/mock-api.ts';
import { renderWithProviders } from '#client/testing/render.tsx';
import { type BlockDraft, type DraftErrors, newBlock } from './block-draft.ts';
import { BlocksEditor } from './blocks-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

let current: BlockDraft[] = [];

function Harness({ initial, errors = {} }: { initial: BlockDraft[]; errors?: DraftErrors }) {
  const [blocks, setBlocks] = useState(initial);
  current = blocks;
  return (
    <BlocksEditor
      blocks={blocks}
      onChange={setBlocks}
      errors={errors}
      idOf={(name) => `t-${name}`}
    />
  );
}

const text = (value: string) => ({ ...newBlock('text'), text: value });
const legends = () =>
  within(screen.getByRole('list'))
    .getAllByRole('group')
    .map((group) => group.querySelector('legend')?.textContent);
const texts = () => current.map((block) => (block.type === 'text' ? block.text : block.alt));

describe('BlocksEditor', () => {
  it('adds text and image blocks at the end, focusing the new block', async () => {
    const user = userEvent.setup();
    mockApi(session(true));
    renderWithProviders(<Harness initial={[text('One')]} />);

    await user.click(screen.getByRole('button', { name: 'Add image block' }));
    expect(legends()).toEqual(['Block 1: text', 'Block 2: image']);
    expect(screen.getByLabelText('Block 2 image')).toHaveFocus();
    expect(screen.getByText('Block 2 added.')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Add text block' }));
    expect(screen.getByLabelText('Block 3 text')).toHaveFocus();
    await user.type(screen.getByLabelText('Block 3 text'), 'Three');
    expect(current.map((block) => block.type)).toEqual(['text', 'image', 'text']);
    expect(current[2]?.text).toBe('Three');
  });

  it('moves a block up and down, keeping focus on it, with its buttons named by place', async () => {
    const user = userEvent.setup();
    mockApi(session(true));
    renderWithProviders(<Harness initial={[text('A'), text('B'), text('C')]} />);
    expect(screen.getByRole('button', { name: 'Move block 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move block 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move block 3 up' }));
    expect(texts()).toEqual(['A', 'C', 'B']);
    expect(screen.getByRole('button', { name: 'Move block 2 up' })).toHaveFocus();
    expect(screen.getByText('Block 3 moved up. It is now block 2.')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(texts()).toEqual(['C', 'A', 'B']);
    // At the top its Up button is disabled: focus goes to its Down button.
    expect(screen.getByRole('button', { name: 'Move block 1 down' })).toHaveFocus();
    expect(screen.getByLabelText('Block 1 text')).toHaveValue('C');

    await user.click(screen.getByRole('button', { name: 'Move block 2 down' }));
    expect(texts()).toEqual(['C', 'B', 'A']);
  });

  it('removes a block and renumbers the rest', async () => {
    const user = userEvent.setup();
    mockApi(session(true));
    renderWithProviders(<Harness initial={[text('A'), text('B'), text('C')]} />);
    await user.click(screen.getByRole('button', { name: 'Remove block 2' }));
    expect(texts()).toEqual(['A', 'C']);
    expect(screen.getByLabelText('Block 2 text')).toHaveValue('C');
    expect(screen.queryByRole('button', { name: 'Remove block 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add text block' })).toHaveFocus();
    expect(screen.getByText('Block 2 removed.')).toBeInTheDocument();
  });

  it('uploads an image block’s picture and keeps its address, alt text and caption', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      ...session(true),
      'POST /api/admin/stories/images': () => ({
        src: '/uploads/abc-640.webp',
        width: 640,
        height: 400,
      }),
    });
    renderWithProviders(<Harness initial={[newBlock('image')]} />);
    const file = new File(['png'], 'well.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Block 1 image'), file);
    expect(await screen.findByText('Uploaded.')).toBeInTheDocument();
    expect(api.requests.at(-1)?.body).toBeInstanceOf(FormData);
    await user.type(screen.getByLabelText('Block 1 alt text'), 'The new well');
    await user.type(screen.getByLabelText('Block 1 caption (optional)'), 'Kayanza');
    expect(current[0]).toMatchObject({
      type: 'image',
      src: '/uploads/abc-640.webp',
      alt: 'The new well',
      caption: 'Kayanza',
    });
  });

  it('shows each message beside its block’s field', () => {
    mockApi(session(true));
    renderWithProviders(
      <Harness
        initial={[text(''), newBlock('image')]}
        errors={{ 'content.0.text': 'Text is required', 'content.1.alt': 'Alt text is required' }}
      />,
    );
    expect(screen.getByLabelText('Block 1 text')).toHaveAccessibleDescription('Text is required');
    expect(screen.getByLabelText('Block 2 alt text')).toHaveAccessibleDescription(
      'Alt text is required',
    );
    expect(screen.getByLabelText('Block 2 alt text')).toHaveAttribute('aria-invalid', 'true');
  });
});
