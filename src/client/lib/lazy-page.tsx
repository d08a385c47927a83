import { type ComponentType, use } from 'react';

export interface LazyPage {
  (): React.ReactNode;
  /** Loads the page's code; the entries await this for the first page before rendering. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a page whose code is already loaded renders at once, so hydration
 * of a pre-rendered page does not fall back to a spinner.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      Loaded = module.default;
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
