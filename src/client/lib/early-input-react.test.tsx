import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Why lib/early-input.ts exists: React 19 replays the clicks made on a root while it hydrates,
 * but a value typed into a controlled field before the island's code arrived never reaches the
 * component's state. These tests hydrate with react-dom, as the browser does.
 */
function NameField() {
  const [name, setName] = useState('');
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{`Hello ${name}`}</output>
    </form>
  );
}

/** The server's HTML of the island, on the page, with the visitor's typing in it. */
function typedBeforeHydration(value: string) {
  const island = document.createElement('div');
  island.dataset.island = 'name';
  island.innerHTML = renderToString(<NameField />);
  document.body.append(island);
  const input = island.querySelector('input')!;
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return { island, input, output: island.querySelector('output')! };
}

const load = async () => {
  globalThis.__earlyInput = undefined;
  vi.resetModules();
  return import('./early-input.ts');
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('values typed before hydration', () => {
  it('are lost to the component when React hydrates alone', async () => {
    const { island, output } = typedBeforeHydration('Ada');
    await act(async () => {
      hydrateRoot(island, <NameField />);
    });
    expect(output.textContent).toBe('Hello ');
  });

  it('reach the component when early-input hands them over after hydration', async () => {
    const earlyInput = await load();
    earlyInput.holdEarlyInput(document);
    const { island, input, output } = typedBeforeHydration('Ada');
    const noted = earlyInput.noteRenderedControls(island);
    await act(async () => {
      hydrateRoot(island, <NameField />);
    });
    await act(async () => noted.handOver());
    expect(input.value).toBe('Ada');
    expect(output.textContent).toBe('Hello Ada');
  });
});
