/**
 * `@docusaurus/Interpolate`: fills `{name}` placeholders of a message with values that may be
 * strings, numbers or React elements (`{latestVersionLink}` in the version banner). All-text
 * results stay one string, so they render as one text node.
 */
import { Fragment, isValidElement, type ReactNode } from 'react';

export type InterpolateValues = Record<string, ReactNode>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message with its placeholders filled: a string when every value is text. */
export function interpolate(message: string, values?: InterpolateValues): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    const [whole, key] = match;
    const at = match.index ?? 0;
    parts.push(message.slice(last, at));
    parts.push(values && key !== undefined && key in values ? values[key] : whole);
    last = at + whole.length;
  }
  parts.push(message.slice(last));
  if (parts.every((p) => typeof p === 'string' || typeof p === 'number')) {
    return parts.join('');
  }
  return parts.map((part, index) => <Fragment key={index}>{isValidElement(part) ? part : String(part ?? '')}</Fragment>);
}

export interface InterpolateProps {
  children: string;
  values?: InterpolateValues;
}

export default function Interpolate({ children, values }: InterpolateProps): ReactNode {
  return interpolate(children, values);
}
