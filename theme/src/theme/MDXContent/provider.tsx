/**
 * The MDX components context, with the API of `@mdx-js/react` 3 (`MDXProvider`,
 * `useMDXComponents`). Compiled MDX may import it as its provider (`providerImportSource`), so
 * a component nested anywhere in the content (an imported `.mdx` partial) renders Markdown
 * elements with `@theme/MDXComponents` too.
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

// MDX components take any props; the map is open.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MDXComponentsMap = Record<string, ComponentType<any> | string>;

const MDXComponentsContext = createContext<MDXComponentsMap>({});

/** The components in context, merged with (or passed through) `components`. */
export function useMDXComponents(components?: MDXComponentsMap | ((inherited: MDXComponentsMap) => MDXComponentsMap)): MDXComponentsMap {
  const inherited = useContext(MDXComponentsContext);
  return useMemo(
    () => (typeof components === 'function' ? components(inherited) : { ...inherited, ...components }),
    [inherited, components],
  );
}

export interface MDXProviderProps {
  components?: MDXComponentsMap | ((inherited: MDXComponentsMap) => MDXComponentsMap);
  disableParentContext?: boolean;
  children?: ReactNode;
}

export function MDXProvider({ components, disableParentContext = false, children }: MDXProviderProps): ReactNode {
  const merged = useMDXComponents(components);
  const value = disableParentContext && typeof components !== 'function' ? (components ?? {}) : merged;
  return <MDXComponentsContext.Provider value={value}>{children}</MDXComponentsContext.Provider>;
}
