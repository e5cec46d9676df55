/**
 * `@theme/Mermaid` (from @docusaurus/theme-mermaid): a diagram rendered in the browser, empty
 * on the server, as in Docusaurus. `value` is the mermaid source of a ```mermaid fence.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import { MERMAID_CONTAINER_CLASS, useMermaidSvg } from './useMermaid';
import styles from './styles.module.css';

export interface Props {
  value: string;
}

export default function Mermaid({ value }: Props): ReactNode {
  const { svg, error, bind } = useMermaidSvg(value);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current && bind) {
      bind(ref.current);
    }
  }, [bind]);
  if (error) {
    return (
      <div role="alert" className="alert alert--danger">
        <p>Mermaid diagram error: {error.message}</p>
      </div>
    );
  }
  if (svg === null) {
    return null;
  }
  return <div ref={ref} className={clsx(MERMAID_CONTAINER_CLASS, styles.container)} dangerouslySetInnerHTML={{ __html: svg }} />;
}
