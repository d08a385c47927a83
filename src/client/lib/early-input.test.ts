import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What is noted (and whether the app runs) is kept on globalThis: each test starts afresh, before
// any app, with a module of its own as the page's first script and the app each have theirs.
const load = async () => {
  globalThis.__earlyInput = undefined;
  vi.resetModules();
  return import('./early-input.ts');
};

const PAGE = `
  <form id="gift">
    <input id="name" name="name" value="">
    <input id="once" type="radio" name="frequency" value="once" checked>
    <input id="monthly" type="radio" name="frequency" value="monthly">
    <input id="receipt" type="checkbox" name="receipt">
    <select id="country" name="country"><option selected>Sweden</option><option>Rwanda</option></select>
    <textarea id="message" name="message"></textarea>
    <button id="send" type="submit">Send</button>
  </form>`;

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** The events each control's handler would get once the app runs, in order. */
function listen(): string[] {
  const heard: string[] = [];
  for (const control of document.querySelectorAll('input, select, textarea')) {
    for (const type of ['input', 'change']) {
      control.addEventListener(type, () => heard.push(`${type} ${control.id}`));
    }
  }
  return heard;
}

describe('early input', () => {
  beforeEach(() => {
    // A new page each time: the previous test's hold goes with its page.
    document.body.innerHTML = `<div id="page" data-island="form">${PAGE}</div>`;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The boot script's hold, on this test's page. */
  async function boot() {
    const earlyInput = await load();
    earlyInput.holdEarlyInput(byId('page'));
    return earlyInput;
  }

  it('gives back what the visitor typed and chose, though hydration set the controls back', async () => {
    const { noteRenderedControls } = await boot();
    const visitor = (control: HTMLInputElement | HTMLSelectElement, type: string) =>
      control.dispatchEvent(new Event(type, { bubbles: true }));
    byId<HTMLInputElement>('name').value = 'Ada';
    visitor(byId('name'), 'input');
    byId<HTMLInputElement>('monthly').checked = true;
    visitor(byId('monthly'), 'change');
    byId<HTMLSelectElement>('country').value = 'Rwanda';
    visitor(byId('country'), 'change');
    const rendered = noteRenderedControls(byId('page'));
    // Hydration: each control back to the app's state.
    byId<HTMLInputElement>('name').value = '';
    byId<HTMLInputElement>('once').checked = true;
    byId<HTMLSelectElement>('country').value = 'Sweden';
    const heard = listen();

    rendered.handOver();

    // A radio or checkbox is given back by a click, which fires input and change (React listens to
    // the click).
    expect(heard).toEqual(['input name', 'input monthly', 'change monthly', 'change country']);
    expect(byId<HTMLInputElement>('name').value).toBe('Ada');
    expect(byId<HTMLInputElement>('monthly').checked).toBe(true);
    expect(byId<HTMLSelectElement>('country').value).toBe('Rwanda');
  });

  it("hands the app what the page's first script noted, though each has its own copy of the module", async () => {
    await boot();
    byId<HTMLInputElement>('name').value = 'Ada';
    byId('name').dispatchEvent(new Event('input', { bubbles: true }));
    vi.resetModules();
    const app = await import('./early-input.ts');
    const rendered = app.noteRenderedControls(byId('page'));
    byId<HTMLInputElement>('name').value = '';
    const heard = listen();

    rendered.handOver();

    expect(heard).toEqual(['input name']);
    expect(byId<HTMLInputElement>('name').value).toBe('Ada');
  });

  it('keeps the radio chosen last when the visitor went back to an earlier one', async () => {
    const { noteRenderedControls } = await boot();
    const choose = (id: string) => {
      byId<HTMLInputElement>(id).checked = true;
      byId(id).dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('once');
    choose('monthly');
    choose('once');
    const rendered = noteRenderedControls(byId('page'));
    byId<HTMLInputElement>('monthly').checked = true;

    rendered.handOver();

    expect(byId<HTMLInputElement>('once').checked).toBe(true);
  });

  it('also takes what was changed before the first script ran, and only that', async () => {
    const { noteRenderedControls } = await boot();
    byId<HTMLInputElement>('name').value = 'Ada';
    byId<HTMLInputElement>('monthly').checked = true;
    byId<HTMLInputElement>('receipt').checked = true;
    byId<HTMLSelectElement>('country').value = 'Rwanda';
    const rendered = noteRenderedControls(byId('page'));
    const heard = listen();

    rendered.handOver();

    expect(heard).toEqual([
      'input name',
      'input monthly',
      'change monthly',
      'input receipt',
      'change receipt',
      'change country',
    ]);
  });

  it('says nothing when the visitor changed nothing', async () => {
    const { noteRenderedControls } = await boot();
    const rendered = noteRenderedControls(byId('page'));
    const heard = listen();
    rendered.handOver();
    expect(heard).toEqual([]);
  });

  it('holds a form sent before the app runs, then sends it through the app with its button', async () => {
    const { noteRenderedControls } = await boot();
    const rendered = noteRenderedControls(byId('page'));
    const form = byId<HTMLFormElement>('gift');
    const sent: (HTMLElement | null)[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(event.submitter);
    });

    byId<HTMLInputElement>('name').value = 'Ada';
    form.requestSubmit(byId('send'));
    expect(sent).toEqual([]);

    rendered.handOver();
    expect(sent).toEqual([]);
    vi.runAllTimers();
    expect(sent).toEqual([byId('send')]);

    // Once the app runs, a form goes straight to it.
    form.requestSubmit(byId('send'));
    expect(sent).toHaveLength(2);
  });

  it('sends nothing when no form was sent early', async () => {
    const { noteRenderedControls } = await boot();
    const form = byId<HTMLFormElement>('gift');
    const submit = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submit);
    noteRenderedControls(byId('page')).handOver();
    vi.runAllTimers();
    expect(submit).not.toHaveBeenCalled();
  });
});
