/**
 * The behaviour of `@theme/IdealImage` (Docusaurus's plugin-ideal-image): nothing is
 * downloaded until the box nears the viewport; then the width that fits the rendered size is
 * picked (AVIF when the browser takes it) and downloaded, unless the connection is slow
 * (`slow-2g`/`2g`, or `3g` when the estimate exceeds `threshold`): then the user clicks to
 * load. Leaving the viewport cancels a download the user did not ask for. Offline, 404 and
 * other errors get their own message.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { translate } from '@docusaurus/Translate';
import type { IdealImageData, IdealImageSource } from '../../theme-classic';

/** Where the download stands. */
export type LoadState = 'initial' | 'loading' | 'loaded' | 'error';

/** Which icon (and message) the box shows. */
export type IdealImageIcon = 'noicon' | 'load' | 'loading' | 'loaded' | 'offline' | 'error';

/** The Network Information API (Chromium only). */
interface NetworkInformation {
  effectiveType?: string;
  /** Megabits per second. */
  downlink?: number;
  /** Milliseconds. */
  rtt?: number;
}

/** How far outside the viewport a box starts loading. */
const NEAR_VIEWPORT = '200px';

/** A 1 x 1 AVIF, to ask the browser whether it decodes AVIF. */
const AVIF_PROBE =
  'data:image/avif;base64,AAAAGGZ0eXBhdmlmAAAAAG1pZjFtaWFmAAAA0m1ldGEAAAAAAAAAIWhkbHIAAAAAAAAAAHBpY3QAAAAAAAAAAAAAAAAAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAAA8gAAACgAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAFZpcHJwAAAAOGlwY28AAAAUaXNwZQAAAAAAAAABAAAAAQAAAAxhdjFDgT9AAAAAABBwaXhpAAAAAAMKCgoAAAAWaXBtYQAAAAAAAAABAAEDAYIDAAAAMG1kYXQSAAoHP8ACMBDQbTIbZiZDQx0V9MAAIAAQAAAAAAAAAAACNrOfWT2A';

let avifSupport: Promise<boolean> | undefined;

/** Whether the browser decodes AVIF (asked once per page load). */
function supportsAvif(): Promise<boolean> {
  avifSupport ??= new Promise((resolve) => {
    const probe = new Image();
    probe.onload = () => resolve(probe.naturalWidth === 1);
    probe.onerror = () => resolve(false);
    probe.src = AVIF_PROBE;
  });
  return avifSupport;
}

/** Whether to download without a click, from the connection and the file size. */
export function shouldAutoDownload(connection: NetworkInformation | undefined, size: number | undefined, threshold: number | undefined): boolean {
  if (!connection) return true;
  switch (connection.effectiveType) {
    case 'slow-2g':
    case '2g':
      return false;
    case '3g':
      if (connection.downlink && size && threshold) {
        return (size * 8) / (connection.downlink * 1000) + (connection.rtt ?? 0) < threshold;
      }
      return false;
    default:
      return true;
  }
}

/** The smallest image at least `neededWidth` wide, else the widest. */
export function pickSource(images: IdealImageSource[], neededWidth: number): IdealImageSource | undefined {
  const wideEnough = images.filter((image) => image.width >= neededWidth);
  const candidates = wideEnough.length > 0 ? wideEnough : images;
  const pick = wideEnough.length > 0 ? Math.min : Math.max;
  const width = pick(...candidates.map((image) => image.width));
  return candidates.find((image) => image.width === width);
}

/** `12.3 KB`, as the plugin writes sizes. */
export function bytesToSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  if (bytes === 0) return 'n/a';
  const scale = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  if (scale === 0) return `${bytes} ${units[0]}`;
  return `${(bytes / 1024 ** scale).toFixed(1)} ${units[scale]}`;
}

/** The icon for a state, as the plugin chooses it. */
export function iconFor(state: { mounted: boolean; loadState: LoadState; onLine: boolean; overThreshold: boolean; autoDownload: boolean | undefined; userTriggered: boolean }): IdealImageIcon {
  if (!state.mounted) return 'noicon';
  switch (state.loadState) {
    case 'loaded':
      return 'loaded';
    case 'loading':
      return state.overThreshold ? 'loading' : 'noicon';
    case 'initial':
      if (!state.onLine) return 'offline';
      if (state.autoDownload === undefined) return 'noicon';
      return state.userTriggered || !state.autoDownload ? 'load' : 'noicon';
    case 'error':
      return state.onLine ? 'error' : 'offline';
  }
}

/** The message under an icon (the plugin's strings). */
export function messageFor(icon: IdealImageIcon, size: number | undefined, notFound: boolean): string | null {
  switch (icon) {
    case 'noicon':
    case 'loaded':
      return null;
    case 'loading':
      return translate({ id: 'theme.IdealImageMessage.loading', message: 'Loading...' });
    case 'load':
      return translate({ id: 'theme.IdealImageMessage.load', message: 'Click to load{sizeMessage}' }, { sizeMessage: size ? ` (${bytesToSize(size)})` : '' });
    case 'offline':
      return translate({ id: 'theme.IdealImageMessage.offline', message: 'Your browser is offline. Image not loaded' });
    case 'error':
      return notFound
        ? translate({ id: 'theme.IdealImageMessage.404error', message: '404. Image not found' })
        : translate({ id: 'theme.IdealImageMessage.error', message: 'Error. Click to reload' });
  }
}

/** What the view needs. */
export interface IdealImageState {
  boxRef: RefObject<HTMLDivElement | null>;
  /** False during SSR and hydration (the `<noscript>` fallback is rendered then). */
  mounted: boolean;
  /** Render the `<picture>` (downloading or done). */
  showPicture: boolean;
  loaded: boolean;
  /** `sizes` for the sources: the box's rendered width. */
  sizes: string;
  /** Changes on each retry, to remount the `<picture>`. */
  attempt: number;
  icon: IdealImageIcon;
  message: string | null;
  clickable: boolean;
  onClick: () => void;
  onLoad: () => void;
  onError: () => void;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

export function useIdealImage(img: IdealImageData, threshold?: number): IdealImageState {
  const boxRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(false);
  const [onLine, setOnLine] = useState(true);
  const [loadState, setLoadState] = useState<LoadState>('initial');
  const [userTriggered, setUserTriggered] = useState(false);
  const [autoDownload, setAutoDownload] = useState<boolean | undefined>(undefined);
  const [picked, setPicked] = useState<IdealImageSource | undefined>(undefined);
  const [renderedWidth, setRenderedWidth] = useState(0);
  const [notFound, setNotFound] = useState(false);
  const [overThreshold, setOverThreshold] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const inViewport = useRef(false);
  const userTriggeredRef = useRef(false);
  userTriggeredRef.current = userTriggered;

  useEffect(() => {
    setMounted(true);
    const update = () => setOnLine(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const enter = useCallback(() => {
    if (inViewport.current) return;
    inViewport.current = true;
    const width = boxRef.current?.clientWidth || img.src.width || 100;
    setRenderedWidth(width);
    const needed = img.src.images.length > 1 ? width * (window.devicePixelRatio || 1) : 0;
    void supportsAvif().then((avif) => {
      const images = avif && img.src.avif ? img.src.avif.images : img.src.images;
      const source = pickSource(images, needed);
      const auto = shouldAutoDownload(connection(), source?.size, threshold);
      setPicked(source);
      setAutoDownload(auto);
      if (auto && inViewport.current) setLoadState((state) => (state === 'initial' ? 'loading' : state));
    });
  }, [img, threshold]);

  const leave = useCallback(() => {
    inViewport.current = false;
    if (!userTriggeredRef.current) setLoadState((state) => (state === 'loading' ? 'initial' : state));
  }, []);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      enter();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.forEach((entry) => (entry.isIntersecting ? enter() : leave())),
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [enter, leave]);

  // A download slower than `threshold` shows "Loading..."; one the user did not ask for is
  // cancelled and offered as "Click to load".
  useEffect(() => {
    setOverThreshold(false);
    if (loadState !== 'loading' || !threshold) return undefined;
    const timer = window.setTimeout(() => {
      setOverThreshold(true);
      if (!userTriggeredRef.current) {
        setUserTriggered(true);
        setLoadState('initial');
      }
    }, threshold);
    return () => window.clearTimeout(timer);
  }, [loadState, threshold, attempt]);

  const onLoad = useCallback(() => setLoadState('loaded'), []);

  const onError = useCallback(() => {
    const box = boxRef.current;
    const failed = box?.querySelector('img')?.currentSrc || picked?.path;
    setLoadState('error');
    if (!navigator.onLine || !failed) return;
    fetch(failed, { method: 'HEAD' }).then(
      (response) => setNotFound(response.status === 404),
      () => setNotFound(false),
    );
  }, [picked]);

  const onClick = useCallback(() => {
    if (!navigator.onLine) return;
    if (loadState === 'loading') {
      if (overThreshold) {
        setUserTriggered(true);
        setLoadState('initial');
      }
      return;
    }
    if (loadState === 'initial' || loadState === 'error') {
      setUserTriggered(true);
      setNotFound(false);
      setAttempt((n) => n + 1);
      setLoadState('loading');
    }
  }, [loadState, overThreshold]);

  const icon = iconFor({ mounted, loadState, onLine, overThreshold, autoDownload, userTriggered });
  return {
    boxRef,
    mounted,
    showPicture: loadState === 'loading' || loadState === 'loaded',
    loaded: loadState === 'loaded',
    sizes: renderedWidth > 0 ? `${Math.round(renderedWidth)}px` : '100vw',
    attempt,
    icon,
    message: messageFor(icon, picked?.size, notFound),
    clickable: icon === 'load' || icon === 'error' || icon === 'loading',
    onClick,
    onLoad,
    onError,
  };
}
