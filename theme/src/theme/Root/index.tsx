/**
 * `@theme/Root`: wraps the whole app, rendered once and kept across client-side navigations
 * (inside the router and the site's data, above every page). The theme's own renders its
 * children; a site swizzles it (`src/theme/Root.js`) to add a provider or state that outlives
 * pages.
 */
import type { ReactNode } from 'react';
import type { RootProps } from '../../theme-classic';

export default function Root({ children }: RootProps): ReactNode {
  return <>{children}</>;
}
