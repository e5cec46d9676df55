/**
 * `@theme/IdealImage` (`<IdealImage img={require('./x.png')} alt="..." />`): a box of the
 * image's aspect ratio showing the blurred 10 px placeholder, filled when it nears the
 * viewport with a `<picture>` offering AVIF first, then the source format, each with every
 * width in `srcset` and `sizes` set to the rendered width. Logic in `useIdealImage`.
 * A plain string or `{default}` (the plugin disabled in dev) renders a normal `<img>`.
 */
import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import clsx from 'clsx';
import type { IdealImageData, IdealImageProps } from '../../theme-classic';
import { StateIcon } from './icons';
import { useIdealImage } from './useIdealImage';
import styles from './styles.module.css';

const MIME: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg' };

export default function IdealImage({ img, ...rest }: IdealImageProps): ReactNode {
  if (typeof img === 'string' || 'default' in img) {
    // eslint-disable-next-line jsx-a11y/alt-text
    return <img src={typeof img === 'string' ? img : img.default} {...rest} />;
  }
  return <ResponsiveImage img={img} alt={rest.alt} className={rest.className} style={rest.style} threshold={rest.threshold} />;
}

interface ResponsiveImageProps {
  img: IdealImageData;
  alt?: string;
  className?: string;
  style?: CSSProperties;
  threshold?: number;
}

function ResponsiveImage({ img, alt, className, style, threshold }: ResponsiveImageProps): ReactNode {
  const state = useIdealImage(img, threshold);
  const width = img.src.width ?? 100;
  const height = img.src.height ?? 100;
  const background = state.loaded || !img.preSrc ? {} : { backgroundImage: `url("${img.preSrc}")` };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') state.onClick();
  };
  return (
    <div
      ref={state.boxRef}
      className={clsx(styles.placeholder, state.clickable && styles.clickable, className)}
      style={{ aspectRatio: `${width} / ${height}`, ...background, ...style }}
      onClick={state.onClick}
      onKeyDown={state.clickable ? onKeyDown : undefined}
      role={state.clickable ? 'button' : undefined}
      tabIndex={state.clickable ? 0 : undefined}
    >
      {state.showPicture && (
        <picture key={state.attempt}>
          {img.src.avif && <source type="image/avif" srcSet={img.src.avif.srcSet} sizes={state.sizes} />}
          <source type={MIME[img.src.format ?? ''] ?? undefined} srcSet={img.src.srcSet} sizes={state.sizes} />
          <img
            className={styles.img}
            src={img.src.src}
            srcSet={img.src.srcSet}
            sizes={state.sizes}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            onLoad={state.onLoad}
            onError={state.onError}
          />
        </picture>
      )}
      {!state.mounted && (
        <noscript>
          <img className={clsx(styles.img, styles.noscript)} src={img.src.src} srcSet={img.src.srcSet} alt={alt} width={width} height={height} />
        </noscript>
      )}
      {state.icon !== 'noicon' && state.icon !== 'loaded' && (
        <div className={styles.icon}>
          <StateIcon icon={state.icon} />
          <br />
          {state.message}
        </div>
      )}
    </div>
  );
}
