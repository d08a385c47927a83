import { splitLocalePath } from '#shared/i18n/locale.ts';

export type Params = Readonly<Record<string, string | undefined>>;

/**
 * Route patterns: '/events', '/events/:id', '*'; case-insensitive, a trailing slash allowed. The
 * patterns are English paths and match the Swedish ones (/sv/…) too.
 */
function compile(route: string): { keys: string[]; pattern: RegExp } {
  const keys: string[] = [];
  const source = route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*' || segment.startsWith(':')) {
        keys.push(segment === '*' ? '*' : segment.slice(1));
        return segment === '*' ? '/(.*)' : '/([^/]+?)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { keys, pattern: new RegExp(`^${source}/?$`, 'i') };
}

/** The parameters of `path` (either language) when it matches `route`, else null. */
export function matchPath(route: string, path: string): Params | null {
  const { keys, pattern } = compile(route);
  const found = pattern.exec(splitLocalePath(path).path);
  if (!found) return null;
  return Object.fromEntries(keys.map((key, i) => [key, found[i + 1]]));
}
