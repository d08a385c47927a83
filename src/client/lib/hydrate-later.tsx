import { type ReactElement, Suspense, use, useState } from 'react';

/*
 * Preact hydrates a page in one synchronous pass (decision 016), one long task on a slow phone.
 * A part wrapped in <HydrateLater> suspends during that pass: Preact keeps its pre-rendered DOM
 * as it is, on screen and readable, and hydrates it when its turn comes. The turns follow each
 * other one task apart, so the browser can paint and answer input between the parts. A part
 * inside a part takes its turn when the outer one is hydrated, after the turns already taken.
 */

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

let taskPort: MessagePort | undefined;
const waitingForTask: (() => void)[] = [];

/*
 * A posted message runs in a task of its own, at once: a chain of timeouts would wait 4 ms per
 * turn after the fifth (the browsers' clamp), and a page of cards takes twenty turns and more.
 */
function nextTask(): Promise<void> {
  if (!taskPort) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => waitingForTask.shift()?.();
    taskPort = channel.port2;
  }
  const port = taskPort;
  return new Promise((resolve) => {
    waitingForTask.push(resolve);
    port.postMessage(null);
  });
}

function takeTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

/**
 * Hydrates the page, the <HydrateLater> parts in later tasks, each in its own. Resolves once
 * every part is hydrated.
 */
export async function hydrateInTurns(hydrate: () => void): Promise<void> {
  hydrating = true;
  try {
    hydrate();
    // A part renders in the task its turn ends in, and may take more turns as it does: the
    // task after the last turn taken finds all done.
    let last: Promise<void>;
    do {
      last = lastTurn;
      await last.then(nextTask);
    } while (last !== lastTurn);
  } finally {
    hydrating = false;
  }
}

function AfterTurn({
  turn,
  children,
}: {
  turn: Promise<void> | undefined;
  children: ReactElement;
}) {
  if (turn) use(turn);
  return children;
}

/**
 * Hydrates `children` after the rest of the page, in a task of its own; renders at once in every
 * other render. `children` must render exactly one element: during the wait Preact keeps the
 * first pre-rendered node of the part, and only that one.
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (hydrating ? takeTurn() : undefined));
  return (
    <Suspense fallback={null}>
      <AfterTurn turn={turn}>{children}</AfterTurn>
    </Suspense>
  );
}
