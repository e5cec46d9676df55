/** `@theme/ThemedImage`: `<ThemedImage sources={{light, dark}} alt="..." />`, one image per colour mode. */
import type { ReactNode } from 'react';
import ThemedComponent from '@theme/ThemedComponent';
import type { ThemedImageProps } from '../../theme-classic';

export default function ThemedImage({ sources, className, alt, ...props }: ThemedImageProps): ReactNode {
  return (
    <ThemedComponent className={className}>
      {({ theme, className: themedClassName }) => <img src={sources[theme]} alt={alt} className={themedClassName} {...props} />}
    </ThemedComponent>
  );
}
