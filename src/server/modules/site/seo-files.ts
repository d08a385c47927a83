import { splitLocalePath } from '#shared/i18n/locale.ts';
import { PRIVATE_PATHS } from '#shared/private-paths.ts';

export function renderRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nDisallow: /sv/admin\nDisallow: /sv/login\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const PRIVATE = new Set(PRIVATE_PATHS);

export function renderSitemap(origin: string, paths: string[]): string {
  const urls = paths
    .filter((p) => !PRIVATE.has(splitLocalePath(p).path))
    .map((p) => `  <url><loc>${escapeXml(origin + p)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
