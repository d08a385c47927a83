// The stylesheet of every component, for the build only (index.html lists it; scripts/prerender.mjs
// drops the script and inlines the stylesheet into every page): most components are rendered on
// the server only, so no browser code imports their CSS modules.
import '#client/styles/global.css';

import.meta.glob('../**/*.module.css', { eager: true });
