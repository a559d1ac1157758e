import type { Config } from '../config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const pattern = escaped
    .split('**')
    .map((part) => part.replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`);
}

/**
 * Where a mail link or /verify may send the browser: the site URL's origin, any loopback
 * port, or AUTH_REDIRECT_ALLOW_LIST; anything else falls back to the site URL (§4.8).
 */
export function resolveRedirect(config: Config, requested: string | undefined): string {
  if (!requested) return config.AUTH_SITE_URL;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return config.AUTH_SITE_URL;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.AUTH_SITE_URL;
  if (url.username || url.password) return config.AUTH_SITE_URL;
  const site = new URL(config.AUTH_SITE_URL);
  if (url.origin === site.origin) return requested;
  if (LOOPBACK.has(url.hostname)) return requested;
  if (config.AUTH_REDIRECT_ALLOW_LIST.some((glob) => globToRegExp(glob).test(requested))) return requested;
  return config.AUTH_SITE_URL;
}
