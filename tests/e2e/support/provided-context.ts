// What the global setup (global-setup.ts) hands to every e2e test file through `inject()`.

/** One built server of the run, with its admin signed in. */
export interface Site {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseUrl: string;
  /** `name=value` of a session signed in once at start-up; never log it out in a test. */
  adminSessionCookie: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A site per worker (site.ts picks the worker's own). */
    sites: Site[];
    /** The admin created from ADMIN_USERNAME/ADMIN_PASSWORD at start-up on every site. */
    admin: { username: string; password: string };
    /** Where the loopback SMTP server writes each received message as one JSON file. */
    mailDir: string;
    /** That SMTP server, for a site a test starts of its own (site-server.ts). */
    smtpUrl: string;
  }
}
