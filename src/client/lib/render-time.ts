import { createContext, useContext } from 'react';

/**
 * When the server rendered the page being hydrated: what shows the time (a news item's age)
 * renders with it first, so hydration finds the same text, then moves on to the real time.
 */
export const RenderTimeContext = createContext<number | undefined>(undefined);

export const useRenderTime = () => useContext(RenderTimeContext);
