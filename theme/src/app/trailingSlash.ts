/**
 * Docusaurus's `applyTrailingSlash`, the rule `core::url::apply_trailing_slash_with_base` also
 * applies in Rust: `trailingSlash` unset leaves the path as written; `true` adds a slash and
 * `false` removes it, on the path part only (`?query` and `#hash` kept), never on `/` or on the
 * base URL itself, never on a `#hash`-only link.
 */
export function applyTrailingSlash(path: string, trailingSlash: boolean | null | undefined, baseUrl: string): string {
  if (trailingSlash === null || trailingSlash === undefined || path.startsWith('#')) {
    return path;
  }
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  if (pathname === '/' || pathname === baseUrl) {
    return path;
  }
  const fixed = trailingSlash ? (pathname.endsWith('/') ? pathname : `${pathname}/`) : pathname.replace(/\/$/, '');
  return fixed + rest;
}
