// What the global setup (global-setup.ts) hands to every e2e test file through `inject()`.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The built server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseUrl: string;
    /** The admin created from ADMIN_USERNAME/ADMIN_PASSWORD at start-up. */
    admin: { username: string; password: string };
    /** `name=value` of a session signed in once at start-up; never log it out in a test. */
    adminSessionCookie: string;
    /** Where the loopback SMTP server writes each received message as one JSON file. */
    mailDir: string;
  }
}

export {};
