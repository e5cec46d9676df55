/**
 * `@docusaurus/Translate`: the site is English-only, so messages are shown as written, with
 * `{name}` placeholders filled from `values`.
 */
import type { ReactNode } from 'react';

export interface TranslateParam {
  id?: string;
  message: string;
  description?: string;
}

function interpolate(message: string, values?: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (values && key in values ? String(values[key]) : whole));
}

export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  return interpolate(param.message, values);
}

export interface TranslateProps {
  id?: string;
  description?: string;
  values?: Record<string, string | number>;
  children?: string;
}

export default function Translate({ children = '', values }: TranslateProps): ReactNode {
  return interpolate(children, values);
}
