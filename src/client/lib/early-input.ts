/**
 * What a visitor does inside an island before it has hydrated (seconds, on a slow phone). React
 * replays the clicks made on a root while it hydrates, but not the values typed or chosen before
 * its code arrived: hydration sets each controlled field back to the component's state, so a
 * chosen amount or a typed name would be undone (early-input.test.ts shows it, with react-dom).
 * And a form sent then would go as the browser's own GET, its fields in the address. So, from the
 * page's first script (runtime/hold-early-input.ts, inlined into the page) until each island has
 * hydrated:
 * - each change in it is noted (the control and what the visitor left in it);
 * - a form of it that is sent is held, not sent by the browser.
 * Once the island has hydrated, each noted control is given back what the visitor left in it,
 * with the event its handler listens to, and a held form is sent through React, as if sent now.
 *
 * The first script and the islands' code are separate bundles, each with its own copy of this
 * module, so what is noted lives on `globalThis` where both find it.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Left = { checked: boolean } | { value: string };

interface Noted {
  changed: Map<Control, Left>;
  held?: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
}

declare global {
  var __earlyInput: Noted | undefined;
}

const noted = (): Noted => {
  globalThis.__earlyInput ??= { changed: new Map() };
  return globalThis.__earlyInput;
};

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isChoice = (control: Control) =>
  control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');

/** Islands whose code runs: what happens in them is React's. */
const HYDRATED = 'data-hydrated';
const ISLAND = '[data-island]';

/** True for a node inside an island that has not hydrated yet. */
const waiting = (node: EventTarget | null) =>
  node instanceof Element && node.closest(ISLAND)?.hasAttribute(HYDRATED) === false;

/** What the visitor left in a control: a radio's or checkbox's state, else its value. */
const leftIn = (control: Control): Left =>
  isChoice(control) ? { checked: (control as HTMLInputElement).checked } : { value: control.value };

/** True when a control no longer holds what the page was rendered with. */
function differsFromRendered(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (control instanceof HTMLInputElement && isChoice(control)) {
    // Of a radio group, only the one chosen: the app takes one choice per group.
    return (
      control.checked !== control.defaultChecked && (control.type !== 'radio' || control.checked)
    );
  }
  return control.value !== control.defaultValue;
}

/**
 * Puts back what the visitor left in a control so that React sees a change: React keeps the value
 * it last knew on the element itself (its value tracker) and calls onChange only when the field
 * holds another. The element's own setter first says blank (the tracker notes it), then the
 * prototype's, which React does not watch, puts the visitor's value, with the event its handler
 * listens to.
 */
function giveBack(control: Control, left: Left) {
  if ('checked' in left) {
    // React hears a radio or checkbox change by its click: the other state first, then a click
    // (which fires input and change too) puts the visitor's.
    (control as HTMLInputElement).checked = !left.checked;
    (control as HTMLInputElement).click();
    return;
  }
  control.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(
    control,
    left.value,
  );
  const type = control instanceof HTMLSelectElement ? 'change' : 'input';
  control.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * From the first script, on `root`: notes the visitor's changes in islands not hydrated yet, and
 * holds a form of theirs that is sent.
 */
export function holdEarlyInput(root: Node = document) {
  const state = noted();
  const note = (event: Event) => {
    if (!isControl(event.target) || !waiting(event.target)) return;
    // Moved to the end: given back in the order of the visitor's last changes (of a radio
    // group, the one chosen last is given back last, so it is the one that stays).
    state.changed.delete(event.target);
    state.changed.set(event.target, leftIn(event.target));
  };
  root.addEventListener('input', note, true);
  root.addEventListener('change', note, true);
  root.addEventListener(
    'submit',
    (event) => {
      if (!(event.target instanceof HTMLFormElement) || !waiting(event.target)) return;
      // Neither the browser nor React sends it: the island's handOver will.
      event.preventDefault();
      event.stopPropagation();
      state.held = { form: event.target, submitter: (event as SubmitEvent).submitter };
    },
    true,
  );
}

/**
 * Called before an island (`island`, the element around it) hydrates: also notes its controls
 * changed before the first script ran (a page still arriving on a slow network). Its `handOver`,
 * once the island has hydrated, marks it hydrated and gives React every change made in it and
 * its held form.
 */
export function noteRenderedControls(island: Element) {
  const state = noted();
  const { changed } = state;
  for (const control of island.querySelectorAll<Control>('input, textarea, select')) {
    if (!changed.has(control) && differsFromRendered(control))
      changed.set(control, leftIn(control));
  }
  return {
    handOver() {
      island.setAttribute(HYDRATED, '');
      for (const [control, left] of changed) {
        if (!island.contains(control)) continue;
        changed.delete(control);
        if (!control.isConnected) continue;
        giveBack(control, left);
      }
      const { form, submitter } = state.held ?? {};
      if (!form || !island.contains(form)) return;
      state.held = undefined;
      // Sent once React has rendered those changes: the form's submit reads its state.
      if (form.isConnected) {
        setTimeout(() => form.requestSubmit(submitter?.isConnected ? submitter : null));
      }
    },
  };
}
