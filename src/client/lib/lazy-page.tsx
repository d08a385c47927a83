import { type ComponentType, use } from 'react';
import type { PageData } from './page-data.ts';

/** A page's module: the component, and the data it shows when it shows managed content. */
export interface PageModule {
  default: ComponentType;
  pageData?: PageData;
}

export interface LazyPage {
  (): React.ReactNode;
  /** Loads the page's code; the entries await this for the first page before rendering. */
  preload(): Promise<PageModule>;
}

/**
 * Like React.lazy, but a page whose code is already loaded renders at once, so hydration
 * of a pre-rendered page does not fall back to a spinner.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    });
    return loading;
  };
  // Called once per route at module load, never during render, so the component is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: see above.
  function Page() {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}
