/**
 * How many news items the feed shows at first, and how many more each "Show older news" adds.
 * A grown feed holds a hundred items or more: rendering, laying out and hydrating them all was
 * Home's biggest cost on a slow phone (docs/decisions/018).
 */
export const NEWS_SHOWN_AT_A_TIME = 10;
