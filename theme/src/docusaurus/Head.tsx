/**
 * `@docusaurus/Head`: head tags from anywhere in the tree, as react-helmet-async 3 renders them
 * on React 19 (which Docusaurus's `Head` wraps), without its runtime: `<title>`, `<meta>` and
 * `<link>` are rendered where they are written and React 19 hoists them into `<head>` (in the
 * server render of the whole document too); `<html>` and `<body>` children set their attributes
 * on the document's elements once mounted (later `Head`s win; classes are added and removed
 * token by token, so they live beside the page's ThemeClassNames); anything else renders in
 * place. Fragments are looked into.
 */
import { Children, Fragment, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';

export interface HeadProps {
  children?: ReactNode;
}

type Attributes = Record<string, unknown>;

interface RootAttributes {
  html: Attributes[];
  body: Attributes[];
}

/** The children to render, and the attributes of `<html>`/`<body>` children. */
function split(children: ReactNode, out: ReactNode[], roots: RootAttributes): void {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<{ children?: ReactNode } & Attributes>;
    if (element.type === Fragment) {
      split(element.props.children, out, roots);
    } else if (element.type === 'html' || element.type === 'body') {
      const { children: _ignored, ...attributes } = element.props;
      roots[element.type].push(attributes);
    } else {
      out.push(element);
    }
  });
}

export default function Head({ children }: HeadProps): ReactNode {
  const rendered: ReactNode[] = [];
  const roots: RootAttributes = { html: [], body: [] };
  split(children, rendered, roots);
  useRootAttributes('html', roots.html);
  useRootAttributes('body', roots.body);
  return <>{rendered}</>;
}

/** Each mounted `Head`'s attributes for one root element, in mount order. */
const mounted: Record<'html' | 'body', Attributes[][]> = { html: [], body: [] };
/** What this module set on each root element (attribute names, class tokens). */
const applied: Record<'html' | 'body', { names: Set<string>; classes: Set<string> }> = {
  html: { names: new Set(), classes: new Set() },
  body: { names: new Set(), classes: new Set() },
};

function useRootAttributes(tag: 'html' | 'body', attributes: Attributes[]): void {
  const key = JSON.stringify(attributes);
  useEffect(() => {
    if (attributes.length === 0) return undefined;
    const entry = attributes;
    mounted[tag].push(entry);
    apply(tag);
    return () => {
      mounted[tag] = mounted[tag].filter((e) => e !== entry);
      apply(tag);
    };
    // `key` holds the attributes by value: a new array of the same attributes is no change
  }, [tag, key]);
}

/** Sets the merged attributes of every mounted `Head` on the element, removing what is gone. */
function apply(tag: 'html' | 'body'): void {
  const element = tag === 'html' ? document.documentElement : document.body;
  const merged: Attributes = {};
  const classes = new Set<string>();
  for (const list of mounted[tag]) {
    for (const attributes of list) {
      for (const [name, value] of Object.entries(attributes)) {
        if (name === 'className' || name === 'class') {
          String(value ?? '').split(/\s+/).filter(Boolean).forEach((c) => classes.add(c));
        } else {
          merged[name === 'htmlFor' ? 'for' : name] = value;
        }
      }
    }
  }
  const state = applied[tag];
  for (const name of state.names) {
    if (!(name in merged)) element.removeAttribute(name);
  }
  for (const token of state.classes) {
    if (!classes.has(token)) element.classList.remove(token);
  }
  state.names = new Set();
  for (const [name, value] of Object.entries(merged)) {
    if (value === undefined || value === null || value === false) {
      element.removeAttribute(name);
    } else {
      element.setAttribute(name, value === true ? '' : String(value));
      state.names.add(name);
    }
  }
  for (const token of classes) {
    if (!element.classList.contains(token)) {
      element.classList.add(token);
      state.classes.add(token);
    }
  }
  state.classes = new Set([...state.classes].filter((c) => classes.has(c)));
}
