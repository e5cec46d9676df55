/** `@docusaurus/isInternalUrl`: true for a URL without a scheme (and not protocol-relative). */

export function hasProtocol(url: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(url) || /^[a-z][a-z\d+.-]*:/i.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
