/**
 * The content HTML a page's `@theme/MDXContent` mounts, and its synthetic title: the server
 * writes the title into the content's element (as Docusaurus's first child of `.markdown`);
 * the browser reads the content back from the DOM without it (`contentHtmlOf`), so hydration
 * renders the same markup.
 */

/** Marks the synthetic title the server wrote into the content's HTML. */
const TITLE_MARKER = 'data-ferrosaurus-title';

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The synthetic title as the content's first element (`<header><h1>`), or nothing. */
export function titleHtml(title: string | null): string {
  return title === null ? '' : `<header ${TITLE_MARKER}=""><h1>${escapeText(title)}</h1></header>`;
}

/** The page's content HTML from the element the server wrote it into, without the title. */
export function contentHtmlOf(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelector(`:scope > header[${TITLE_MARKER}]`)?.remove();
  return copy.innerHTML;
}
