import { i18n } from '@lingui/core';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { noteRenderedControls } from '#client/lib/early-input.ts';
import { IslandRoot } from './island-root.tsx';
import { idPrefixOf } from './island-tag.ts';
import { isIslandName, islands, loadIsland } from './islands.ts';

/** How far below the screen a `hydrate="visible"` island starts hydrating. */
const VISIBLE_MARGIN = '600px';

/** Hydrates one island: its code, then React's hydration, in a transition (time-sliced). */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const { island: name, id = '0', props } = element.dataset;
  if (!isIslandName(name)) throw new Error(`Unknown island: ${name}`);
  const document = element.ownerDocument;
  const [Component, queries] = await Promise.all([
    loadIsland(name) as Promise<React.ComponentType<Record<string, unknown>>>,
    islands[name].data ? import('./query-root.tsx') : undefined,
  ]);
  const component = <Component {...(props ? JSON.parse(props) : {})} />;
  const { content, renderedAt } = queries
    ? queries.withPageQueries(document, component)
    : { content: component, renderedAt: undefined };
  const noted = noteRenderedControls(element);
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot
          i18n={i18n}
          pathname={document.location.pathname}
          renderedAt={renderedAt}
          onHydrated={resolve}
        >
          {content}
        </IslandRoot>,
        {
          identifierPrefix: idPrefixOf(id),
          onRecoverableError: (error, info) =>
            console.error(`Island ${name} (${id}):`, error, info.componentStack ?? ''),
        },
      );
    });
  });
  // Marks the island hydrated (the e2e tests wait for it) and gives it what was typed early.
  noted.handOver();
}

const failed = (element: HTMLElement) => (error: unknown) =>
  console.error(`Island ${element.dataset.island} failed to hydrate`, error);

/**
 * Hydrates every island of `document`: the `load` ones at once, each `visible` one when it comes
 * near the screen. `<html data-hydrated>` once the `load` ones answer.
 */
export async function hydrateIslands(document: Document): Promise<void> {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  const later = elements.filter((element) => element.dataset.hydrate === 'visible');
  if (later.length > 0) {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const element = later.find(
            (island) => island === entry.target || island.contains(entry.target),
          );
          if (!element || !later.includes(element)) continue;
          later.splice(later.indexOf(element), 1);
          for (const target of boxes(element)) observer.unobserve(target);
          hydrateIsland(element).catch(failed(element));
        }
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    for (const element of later) for (const target of boxes(element)) observer.observe(target);
  }
  await Promise.all(
    elements
      .filter((element) => element.dataset.hydrate !== 'visible')
      .map((element) => hydrateIsland(element).catch(failed(element))),
  );
  document.documentElement.dataset.hydrated = '';
}

/** An island's element has no box of its own (display: contents): its children are observed. */
const boxes = (element: HTMLElement): Element[] =>
  element.children.length > 0 ? [...element.children] : [element];
