/**
 * The server's last step on a rendered document: its `<head>` in the order Docusaurus writes
 * it. React 19 hoists `<title>`, `<meta>` and `<link>` into the head in the order it renders
 * them; Docusaurus's template writes `charset`, `generator`, then react-helmet's groups (every
 * `<title>`, every `<meta>`, every `<link>`, every `<script>`, each group in render order),
 * then the rest. `arrangeHead` sorts the head's elements into those groups, keeping the order
 * within each, and puts the elements `@docusaurus/Head` collected (scripts, styles) in the
 * script group. Assets (stylesheets, preloads, the app's scripts) stay after, in their order.
 */

/** The head groups, in document order. */
enum HeadGroup {
  Charset,
  Generator,
  Title,
  Meta,
  Link,
  Script,
  Assets,
}

/** Links that load the app rather than describe the page. */
const ASSET_RELS = new Set(['stylesheet', 'preload', 'prefetch', 'modulepreload']);

/** Elements whose content runs to their end tag. */
const WITH_CONTENT = new Set(['title', 'script', 'style', 'noscript', 'template']);

/** The value of `name` in a start tag, lowercased, or `null`. */
function attribute(startTag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(startTag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '').toLowerCase() : null;
}

function group(tag: string, startTag: string): HeadGroup {
  switch (tag) {
    case 'meta':
      if (attribute(startTag, 'charset') !== null) return HeadGroup.Charset;
      return attribute(startTag, 'name') === 'generator' ? HeadGroup.Generator : HeadGroup.Meta;
    case 'title':
      return HeadGroup.Title;
    case 'link':
      return ASSET_RELS.has(attribute(startTag, 'rel') ?? '') ? HeadGroup.Assets : HeadGroup.Link;
    case 'script':
      return attribute(startTag, 'type') === 'application/ld+json' || attribute(startTag, 'data-rh') !== null ? HeadGroup.Script : HeadGroup.Assets;
    default:
      return HeadGroup.Assets;
  }
}

/** The elements of a head's inner HTML, each as its markup (start tag to end tag). */
export function headElements(inner: string): string[] {
  const elements: string[] = [];
  let at = 0;
  while (at < inner.length) {
    const start = inner.indexOf('<', at);
    if (start === -1) break;
    const startEnd = inner.indexOf('>', start);
    if (startEnd === -1) break;
    const tag = /^<([a-zA-Z][\w-]*)/.exec(inner.slice(start))?.[1]?.toLowerCase();
    let end = startEnd + 1;
    if (tag && WITH_CONTENT.has(tag)) {
      const close = inner.toLowerCase().indexOf(`</${tag}`, end);
      end = close === -1 ? inner.length : inner.indexOf('>', close) + 1;
    }
    if (tag) elements.push(inner.slice(start, end));
    at = end;
  }
  return elements;
}

/**
 * React writes the viewport meta first; Docusaurus's SiteMetadataDefaults writes the site's
 * `og:title` before it, which stands when the page writes no title of its own (SiteMetadata
 * then writes it first of its tags): that `og:title` goes back before the viewport.
 */
function defaultOgTitleFirst(metas: { markup: string }[]): void {
  const [first, second] = metas;
  if (first && second && attribute(first.markup, 'name') === 'viewport' && attribute(second.markup, 'property') === 'og:title') {
    metas.splice(0, 2, second, first);
  }
}

/** The document with its head's elements in Docusaurus's order and `extra` in the script group. */
export function arrangeHead(html: string, extra: readonly string[] = []): string {
  const open = /<head(\s[^>]*)?>/i.exec(html);
  const close = html.indexOf('</head>');
  if (!open || close === -1) return html;
  const innerStart = open.index + open[0].length;
  const elements = [...headElements(html.slice(innerStart, close)), ...extra];
  const grouped = elements
    .map((markup, index) => {
      const tag = /^<([a-zA-Z][\w-]*)/.exec(markup)?.[1]?.toLowerCase() ?? '';
      return { markup, index, group: group(tag, markup.slice(0, markup.indexOf('>') + 1)) };
    })
    .sort((a, b) => a.group - b.group || a.index - b.index);
  const metaStart = grouped.findIndex((e) => e.group === HeadGroup.Meta);
  if (metaStart !== -1) {
    const metas = grouped.filter((e) => e.group === HeadGroup.Meta);
    defaultOgTitleFirst(metas);
    grouped.splice(metaStart, metas.length, ...metas);
  }
  return html.slice(0, innerStart) + grouped.map((e) => e.markup).join('') + html.slice(close);
}
