/**
 * The MDX components context: `@mdx-js/react` 3 itself (`MDXProvider`, `useMDXComponents`),
 * the provider compiled MDX imports (`providerImportSource`, as Docusaurus configures it), so
 * a component nested anywhere in the content (an imported `.mdx` partial) renders Markdown
 * elements with `@theme/MDXComponents` too, and site code using `@mdx-js/react` shares it.
 */
export { MDXProvider, useMDXComponents } from '@mdx-js/react';
