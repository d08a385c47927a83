/** When the privacy and cookie policies were last changed (shown at their top, in both languages). */
export const POLICIES_UPDATED = '2026-11-26';
