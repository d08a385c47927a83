// One built server of the e2e run, with its admin signed in: the global setup starts one per
// worker, and a test that needs settings of its own (Swish through the stand-in) starts another.
import { startBuiltServer } from '../../../scripts/lib/built-server.mjs';
import type { Site } from './provided-context.ts';

export interface SiteSettings {
  /** A fresh directory: the site's SQLite database and uploads. */
  dataDir: string;
  /** The run's loopback SMTP server (global-setup.ts). */
  smtpUrl: string;
  admin: { username: string; password: string };
}

/**
 * Starts the server with `extraEnv` added to the run's settings; resolves once it answers and
 * its admin is signed in.
 */
export async function startSite(
  { dataDir, smtpUrl, admin }: SiteSettings,
  extraEnv: Record<string, string> = {},
): Promise<{ site: Site; stop(): Promise<void> }> {
  const server = await startBuiltServer({
    env: {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: smtpUrl,
      // The test's SMTP server on this machine offers no STARTTLS.
      SMTP_INSECURE: 'true',
      // Empty values count as unset: SQLite in DATA_DIR, the site at the address it listens on.
      DATABASE_URL: '',
      PUBLIC_URL: '',
      ...extraEnv,
    },
  });
  try {
    const adminSessionCookie = await signIn(server.baseUrl, admin);
    return { site: { baseUrl: server.baseUrl, adminSessionCookie }, stop: server.stop };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function signIn(baseUrl: string, admin: SiteSettings['admin']): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(admin),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!response.ok || !cookie) {
    throw new Error(`the admin could not sign in (${response.status}): ${await response.text()}`);
  }
  return cookie;
}
