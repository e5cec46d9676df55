/**
 * `@docusaurus/Link`: internal targets navigate with the router and prefetch their data;
 * external ones are plain anchors opening in a new tab.
 */
import { useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode, type Ref, type TouchEvent } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { applyTrailingSlash } from '../app/trailingSlash';
import { addBaseUrl, isExternalUrl } from '../hooks/useBaseUrl';
import { isSamePath } from '../hooks/useDocSidebar';
import { usePrefetch } from '../hooks/usePrefetch';
import { useSiteConfig } from '../hooks/useSite';
import useBrokenLinks from './useBrokenLinks';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  /** Adds `activeClassName` when the current path matches. */
  isNavLink?: boolean;
  activeClassName?: string;
  /** Overrides the active test of nav links. */
  isActive?: (pathname: string) => boolean;
  autoAddBaseUrl?: boolean;
  ref?: Ref<HTMLAnchorElement>;
  /** Docusaurus's opt-out of the broken-link check for this link. */
  'data-noBrokenLinkCheck'?: boolean;
}

const PATHNAME_PROTOCOL = 'pathname://';

/** The server render (no DOM): routed links are written as plain anchors there. */
const RENDERING_ON_SERVER = typeof window === 'undefined';

/** A link Docusaurus would not check (`pathname://`, `data-noBrokenLinkCheck`) carries this
 * attribute, which the checker skips (crates/links) also where the page's HTML is all it has. */
const NO_LINK_CHECK = { 'data-no-broken-link-check': '' };

/** Internal paths to files (`/files/a.pdf`) are not routes: let the browser load them. */
function isFileLink(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last) && !/\.html?$/i.test(last);
}

export default function Link({
  to,
  href,
  isNavLink = false,
  activeClassName = 'active',
  isActive,
  autoAddBaseUrl = true,
  className,
  target,
  rel,
  onMouseEnter,
  onTouchStart,
  ref,
  children,
  'data-noBrokenLinkCheck': noBrokenLinkCheck,
  ...rest
}: LinkProps): ReactNode {
  const { url: siteUrl, baseUrl, trailingSlash } = useSiteConfig();
  const location = useLocation();
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const raw = to ?? href ?? '';
  const plain = raw.startsWith(PATHNAME_PROTOCOL);
  const unprefixed = plain ? raw.slice(PATHNAME_PROTOCOL.length) : raw;
  const external = isExternalUrl(unprefixed);
  const absolute = autoAddBaseUrl && !external && unprefixed.startsWith('/') ? addBaseUrl(siteUrl, baseUrl, unprefixed) : unprefixed;
  // A relative link (`options/compiler`, `../intro`) resolves against the page's URL as a
  // browser (and Docusaurus's router) resolves it: react-router would resolve it against the
  // route as if it were a folder.
  const withBase = isRelativePath(absolute) && !external ? resolveRelative(absolute, location.pathname) : absolute;
  // `#id` stays `href="#id"` (as Docusaurus writes it): the browser scrolls, the router follows.
  const hashOnly = unprefixed.startsWith('#');
  const routed = !plain && !external && !hashOnly && !isFileLink(withBase) && rest.download === undefined && withBase !== '';
  // internal routes take the site's trailingSlash form, as Docusaurus's Link writes them
  const resolved = routed ? applyTrailingSlash(withBase, trailingSlash, baseUrl) : withBase;
  const prefetch = usePrefetch(anchor, routed ? resolved : null);
  const unchecked = plain || noBrokenLinkCheck === true ? NO_LINK_CHECK : undefined;
  // as Docusaurus's Link: each internal link is reported to the broken-link check
  const brokenLinks = useBrokenLinks();
  if (!external && !unchecked && resolved !== '') {
    brokenLinks.collectLink(resolved);
  }

  const setRef = (element: HTMLAnchorElement | null) => {
    anchor.current = element;
    if (typeof ref === 'function') {
      ref(element);
    } else if (ref) {
      ref.current = element;
    }
  };

  const active =
    isNavLink && routed && (isActive ? isActive(location.pathname) : isSamePath(location.pathname, resolved.split(/[?#]/, 1)[0] ?? ''));
  const classes = [className, active ? activeClassName : null].filter(Boolean).join(' ') || undefined;

  if (!routed) {
    const opensNewTab = external ? (target ?? '_blank') === '_blank' : target === '_blank';
    return (
      <a
        {...rest}
        {...unchecked}
        ref={setRef}
        href={resolved || undefined}
        className={classes}
        target={external && target === undefined ? '_blank' : target}
        rel={opensNewTab && rel === undefined ? 'noopener noreferrer' : rel}
      >
        {children}
      </a>
    );
  }
  if (RENDERING_ON_SERVER) {
    // The markup react-router's Link writes for an absolute `to` without a basename, attribute
    // for attribute in its order, without its hooks (a page renders hundreds of links, and
    // react-router's Link was an eighth of the server render); the browser hydrates it with
    // the router's Link. Its own props (`replace`, `state`...) are not attributes.
    const attributes = withoutRouterProps(rest);
    return (
      <a {...attributes} {...unchecked} className={classes} rel={rel} aria-current={active ? 'page' : rest['aria-current']} href={resolved} target={target}>
        {children}
      </a>
    );
  }
  return (
    <RouterLink
      {...rest}
      {...unchecked}
      ref={setRef}
      // No route discovery here (every route's data is fetched by path): no `data-discover`.
      discover="none"
      to={resolved}
      className={classes}
      target={target}
      rel={rel}
      aria-current={active ? 'page' : rest['aria-current']}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
    >
      {children}
    </RouterLink>
  );
}

/** The props react-router's Link takes for itself and does not write on the anchor. */
const ROUTER_LINK_PROPS = ['replace', 'state', 'preventScrollReset', 'relative', 'reloadDocument', 'viewTransition', 'prefetch', 'discover', 'mask', 'defaultShouldRevalidate'];

function withoutRouterProps<T extends object>(props: T): T {
  if (!ROUTER_LINK_PROPS.some((name) => name in props)) {
    return props;
  }
  const kept = { ...props } as Record<string, unknown>;
  for (const name of ROUTER_LINK_PROPS) {
    delete kept[name];
  }
  return kept as T;
}

/** `options/x`, `./x`, `../x` (not `/x`, `#x`, `?x`, a URL or an empty string). */
function isRelativePath(to: string): boolean {
  return to !== '' && !to.startsWith('/') && !to.startsWith('#') && !to.startsWith('?') && !/^[a-z][a-z0-9+.-]*:/i.test(to);
}

/** `to` resolved against `pathname` by the URL rules (query and hash kept). */
function resolveRelative(to: string, pathname: string): string {
  const url = new URL(to, `http://ferrosaurus.invalid${pathname}`);
  return `${url.pathname}${url.search}${url.hash}`;
}
