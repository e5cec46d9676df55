/**
 * How an admonition keyword is shown (the same table as crates/markdown's widgets.rs): CSS
 * type, Infima alert variant and default title. Aliases keep their own keyword as the title.
 */

export type AdmonitionIconName = 'note' | 'tip' | 'info' | 'warning' | 'danger';

export interface AdmonitionStyle {
  /** `theme-admonition-<classType>`. */
  classType: string;
  /** `alert--<variant>`. */
  variant: string;
  /** Heading shown without a custom title. */
  title: string;
  icon: AdmonitionIconName;
}

const STYLES: Record<string, Omit<AdmonitionStyle, 'title'>> = {
  note: { classType: 'note', variant: 'secondary', icon: 'note' },
  secondary: { classType: 'note', variant: 'secondary', icon: 'note' },
  tip: { classType: 'tip', variant: 'success', icon: 'tip' },
  success: { classType: 'tip', variant: 'success', icon: 'tip' },
  info: { classType: 'info', variant: 'info', icon: 'info' },
  important: { classType: 'info', variant: 'info', icon: 'info' },
  warning: { classType: 'warning', variant: 'warning', icon: 'warning' },
  caution: { classType: 'caution', variant: 'warning', icon: 'warning' },
  danger: { classType: 'danger', variant: 'danger', icon: 'danger' },
};

/** The style of `type`, or null for a keyword Docusaurus does not know (shown as a plain div). */
export function admonitionStyle(type: string): AdmonitionStyle | null {
  const style = Object.prototype.hasOwnProperty.call(STYLES, type) ? STYLES[type] : undefined;
  return style ? { ...style, title: type } : null;
}
