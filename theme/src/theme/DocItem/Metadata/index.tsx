/**
 * `@theme/DocItem/Metadata`: the doc's head tags. Its title, description, keywords and image
 * are written by `@theme/Layout`'s `PageMetadata` from the page data, so this part adds
 * nothing; it is the place a site wraps to add its own tags to every doc (`@docusaurus/Head`).
 */
import type { ReactNode } from 'react';

export default function DocItemMetadata(): ReactNode {
  return null;
}
