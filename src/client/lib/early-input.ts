/**
 * What a visitor does on the pre-rendered page before the app has taken it over (seconds, on a
 * slow phone). Hydration sets each control back to the app's state, so a chosen amount or a
 * typed name would be undone; and a form sent then would go as the browser's own GET, its
 * fields in the address. So, from the page's first script (start-after-paint.ts, inlined into the
 * page) until the app has hydrated:
 * - each change is noted (the control and what the visitor left in it);
 * - a form sent is held, not sent by the browser.
 * Once hydrated, each noted control is given back what the visitor left in it, with the event
 * its handler listens to, and a held form is sent through the app, as if sent now.
 *
 * The first script and the app are separate bundles, each with its own copy of this module, so
 * what is noted lives on `globalThis` where both find it.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Left = { checked: boolean } | { value: string };

interface Noted {
  appRuns: boolean;
  changed: Map<Control, Left>;
  held?: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
}

declare global {
  var __earlyInput: Noted | undefined;
}

const noted = (): Noted => {
  globalThis.__earlyInput ??= { appRuns: false, changed: new Map() };
  return globalThis.__earlyInput;
};

const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isChoice = (control: Control) =>
  control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox');

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

/** From the first script, on `root`: notes the visitor's changes and holds a form they send. */
export function holdEarlyInput(root: Node = document) {
  const state = noted();
  const note = (event: Event) => {
    if (state.appRuns || !isControl(event.target)) return;
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
      if (state.appRuns || !(event.target instanceof HTMLFormElement)) return;
      // Neither the browser nor a part of the app hydrated already sends it: handOver will.
      event.preventDefault();
      event.stopPropagation();
      state.held = { form: event.target, submitter: (event as SubmitEvent).submitter };
    },
    true,
  );
}

/**
 * Called before hydration: also notes the controls changed before the first script ran (a page
 * still arriving on a slow network). Its `handOver`, once the app has hydrated, gives the app
 * every change and the held form.
 */
export function noteRenderedControls(root: ParentNode = document) {
  const state = noted();
  const { changed } = state;
  for (const control of root.querySelectorAll<Control>('input, textarea, select')) {
    if (!changed.has(control) && differsFromRendered(control))
      changed.set(control, leftIn(control));
  }
  return {
    handOver() {
      state.appRuns = true;
      for (const [control, left] of changed) {
        if (!control.isConnected) continue;
        if ('checked' in left) (control as HTMLInputElement).checked = left.checked;
        else control.value = left.value;
        const type = isChoice(control) || control instanceof HTMLSelectElement ? 'change' : 'input';
        control.dispatchEvent(new Event(type, { bubbles: true }));
      }
      changed.clear();
      const { form, submitter } = state.held ?? {};
      state.held = undefined;
      // Sent once the app has re-rendered with those changes: its submit reads its state.
      if (form?.isConnected) {
        setTimeout(() => form.requestSubmit(submitter?.isConnected ? submitter : null));
      }
    },
  };
}
