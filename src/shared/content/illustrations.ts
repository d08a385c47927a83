/** Every illustration of stories and events is drawn on one canvas (scripts/generate-illustrations.mjs). */
export const illustrationSize = { width: 800, height: 500 } as const;
