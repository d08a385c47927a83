import { useLingui } from '@lingui/react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, createContext, type ReactElement, use, useContext } from 'react';
import { usePathname } from '#client/lib/location.ts';
import { useRenderTime } from '#client/lib/render-time.ts';
import { IslandRoot } from './island-root.tsx';
import { type HydrateWhen, ISLAND_TAG, idPrefixOf } from './island-tag.ts';
import { type IslandName, type IslandProps, islands, loadedIsland, loadIsland } from './islands.ts';

/**
 * Given by the server's render (entry-server.tsx): how to render one island as a root of its
 * own. Absent (the browser, an island inside an island, the unit tests), an Island renders its
 * component in place.
 */
export interface IslandRenderer {
  renderToString(element: ReactElement, options: { identifierPrefix: string }): string;
  /** The next island's id on the page. */
  nextId(): number;
}

export const IslandRendererContext = createContext<IslandRenderer | null>(null);

type IslandAttributes = {
  'data-island': string;
  'data-id': string;
  'data-props': string;
  'data-hydrate': HydrateWhen;
  dangerouslySetInnerHTML: { __html: string };
};

// The element around an island (island-tag.ts): a custom element, unknown to React's JSX types.
const Tag = ISLAND_TAG as unknown as (props: IslandAttributes) => ReactElement;

/** An island's props: optional for an island that takes none. */
type PropsOf<Name extends IslandName> = keyof IslandProps<Name> extends never
  ? { props?: IslandProps<Name> }
  : { props: IslandProps<Name> };

/**
 * One interactive part of a page. On the server: its component rendered as a root of its own,
 * inside `<site-island>` with what the browser needs to hydrate it (hydrate-islands.tsx).
 * Elsewhere: the component itself.
 */
export function Island<Name extends IslandName>({
  name,
  props,
  hydrate = 'load',
}: {
  name: Name;
  hydrate?: HydrateWhen;
} & PropsOf<Name>) {
  const renderer = useContext(IslandRendererContext);
  const { i18n } = useLingui();
  const pageClient = useQueryClient();
  const pathname = usePathname();
  const renderedAt = useRenderTime();
  const Component = (loadedIsland(name) ?? use(loadIsland(name))) as ComponentType<
    Record<string, unknown>
  >;
  const ownProps = (props ?? {}) as Record<string, unknown>;
  if (!renderer) return <Component {...ownProps} />;
  const id = String(renderer.nextId());
  const { data } = islands[name];
  const component = <Component {...ownProps} />;
  const html = renderer.renderToString(
    <IslandRoot i18n={i18n} pathname={pathname} renderedAt={data ? renderedAt : undefined}>
      {data ? (
        <QueryClientProvider client={pageClient}>{component}</QueryClientProvider>
      ) : (
        component
      )}
    </IslandRoot>,
    { identifierPrefix: idPrefixOf(id) },
  );
  return (
    <Tag
      data-island={name}
      data-id={id}
      data-props={JSON.stringify(ownProps)}
      data-hydrate={hydrate}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own render of the island, above.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
