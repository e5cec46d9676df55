/**
 * `@docusaurus/Translate`: `<Translate id="..." values={...}>message</Translate>` and
 * `translate({id, message}, values)` show the current locale's `code.json` message for the id
 * (the message as written when there is none), with `{name}` placeholders filled.
 *
 * The messages are those of the locale this build is for (`siteConfig.i18n.codeTranslations`):
 * `<Translate>` reads them from the site context; `translate()`, which may run outside React
 * as in Docusaurus, reads those the navbar (on every page, before the content) registered.
 */
import { useContext, type ReactNode } from 'react';
import { SiteContext } from '../app/contexts';
import { interpolate, type InterpolateValues } from './Interpolate';

let codeTranslations: Record<string, string> = {};

/** Registers the build's `code.json` messages for `translate()`. */
export function registerCodeTranslations(messages: Record<string, string> | undefined): void {
  codeTranslations = messages ?? {};
}

export interface TranslateParam {
  id?: string;
  message: string;
  description?: string;
}

/** The translated message for `id` (or for the message itself, as Docusaurus keys id-less messages). */
function message(id: string | undefined, fallback: string): string {
  return codeTranslations[id ?? fallback] ?? fallback;
}

export function translate(param: TranslateParam, values?: Record<string, string | number>): string {
  return String(interpolate(message(param.id, param.message), values));
}

export interface TranslateProps {
  id?: string;
  description?: string;
  values?: InterpolateValues;
  children?: string;
}

export default function Translate({ id, children = '', values }: TranslateProps): ReactNode {
  const messages = useContext(SiteContext)?.globals.siteConfig.i18n?.codeTranslations;
  if (messages) {
    codeTranslations = messages;
  }
  return interpolate(message(id, children), values);
}
