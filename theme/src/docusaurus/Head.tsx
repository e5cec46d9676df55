/**
 * `@docusaurus/Head`: head tags from anywhere in the tree, as react-helmet-async 3 renders them
 * on React 19 (which Docusaurus's `Head` wraps), without its runtime:
 * - `<title>`, `<meta>` and `<link>` are rendered where they are written and React 19 hoists
 *   them into `<head>` (in the server render of the whole document too);
 * - `<script>`, `<style>`, `<noscript>` and `<base>`, which React renders in place, go to
 *   `<head>` as well: on the server into the render's {@link HeadElementsContext} (the server
 *   entry writes them into the document's head), in the browser into `document.head` once
 *   mounted (the one the server wrote is taken over, not duplicated) and out again on unmount;
 * - `<html>` and `<body>` children set their attributes on the document's elements once mounted
 *   (later `Head`s win; classes are added and removed token by token, so they live beside the
 *   page's ThemeClassNames);
 * - anything else renders in place. Fragments are looked into.
 */
import { Children, createContext, Fragment, isValidElement, useContext, useEffect, type ReactElement, type ReactNode } from 'react';

export interface HeadProps {
  children?: ReactNode;
}

type Attributes = Record<string, unknown>;

interface RootAttributes {
  html: Attributes[];
  body: Attributes[];
}

/** Elements React does not hoist, which `Head` moves into `<head>` itself. */
const HEAD_ONLY = new Set(['script', 'style', 'noscript', 'base']);

/**
 * Server renders: where `Head` puts the markup of the elements React does not hoist, in render
 * order (`null` in the browser).
 */
export const HeadElementsContext = createContext<string[] | null>(null);

/** The marker of the elements `Head` manages in `<head>` (Docusaurus's helmet writes the same). */
const MANAGED = 'data-rh';

/** The children to render, the elements for `<head>` and the attributes of `<html>`/`<body>`. */
function split(children: ReactNode, out: ReactNode[], headOnly: ReactElement[], roots: RootAttributes): void {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as ReactElement<{ children?: ReactNode } & Attributes>;
    if (element.type === Fragment) {
      split(element.props.children, out, headOnly, roots);
    } else if (element.type === 'html' || element.type === 'body') {
      const { children: _ignored, ...attributes } = element.props;
      roots[element.type].push(attributes);
    } else if (typeof element.type === 'string' && HEAD_ONLY.has(element.type)) {
      headOnly.push(element);
    } else {
      out.push(element);
    }
  });
}

/** An element for `<head>`: its tag, attributes (HTML names) and text or inner HTML. */
interface HeadElement {
  tag: string;
  attributes: [string, string][];
  content: string;
}

function describe(element: ReactElement<Attributes>): HeadElement {
  const { children, dangerouslySetInnerHTML, ...props } = element.props as Attributes & { dangerouslySetInnerHTML?: { __html?: string } };
  const attributes: [string, string][] = [[MANAGED, 'true']];
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false || typeof value === 'function' || name === 'key') continue;
    const htmlName = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : name.toLowerCase();
    attributes.push([htmlName, value === true ? '' : String(value)]);
  }
  const text = (node: unknown): string => (Array.isArray(node) ? node.map(text).join('') : typeof node === 'string' || typeof node === 'number' ? String(node) : '');
  return { tag: element.type as string, attributes, content: dangerouslySetInnerHTML?.__html ?? text(children) };
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The server's markup of the element (its text as written, as helmet writes it). */
function headMarkup({ tag, attributes, content }: HeadElement): string {
  const attrs = attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
  return tag === 'base' ? `<${tag}${attrs}>` : `<${tag}${attrs}>${content}</${tag}>`;
}

export default function Head({ children }: HeadProps): ReactNode {
  const rendered: ReactNode[] = [];
  const headOnly: ReactElement<Attributes>[] = [];
  const roots: RootAttributes = { html: [], body: [] };
  split(children, rendered, headOnly, roots);
  const described = headOnly.map(describe);
  const serverHead = useContext(HeadElementsContext);
  if (serverHead) {
    serverHead.push(...described.map(headMarkup));
  }
  useHeadElements(described);
  useRootAttributes('html', roots.html);
  useRootAttributes('body', roots.body);
  return <>{rendered}</>;
}

/** Puts the elements into `document.head` while mounted (taking over those the server wrote). */
function useHeadElements(elements: HeadElement[]): void {
  const key = JSON.stringify(elements);
  useEffect(() => {
    if (elements.length === 0) return undefined;
    const nodes = elements.map(claimOrInsert);
    return () => {
      for (const node of nodes) {
        claimed.delete(node);
        node.remove();
      }
    };
    // `key` holds the elements by value: the same elements again are no change
  }, [key]);
}

/** Nodes a mounted `Head` owns, so that two `Head`s with the same script get one each. */
const claimed = new WeakSet<Element>();

function claimOrInsert({ tag, attributes, content }: HeadElement): Element {
  const wanted = document.createElement(tag);
  for (const [name, value] of attributes) wanted.setAttribute(name, value);
  if (tag === 'script' || tag === 'style') {
    wanted.textContent = content;
  } else if (content) {
    wanted.innerHTML = content;
  }
  const existing = [...document.head.querySelectorAll(`${tag}[${MANAGED}]`)].find((node) => !claimed.has(node) && node.isEqualNode(wanted));
  const node = existing ?? wanted;
  if (!existing) document.head.appendChild(node);
  claimed.add(node);
  return node;
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
