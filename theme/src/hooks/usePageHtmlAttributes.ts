/**
 * Keeps `<html>` as Docusaurus keeps it in the browser: `data-has-hydrated` turns `true` once the
 * app has hydrated, and the page kind's ThemeClassNames follow client navigation (the server
 * wrote the first page's).
 */
import { useEffect } from 'react';
import { htmlClassName, type PageSummary } from '../app/pageMetadata';

export function usePageHtmlAttributes(page: PageSummary): void {
  const className = htmlClassName(page);
  useEffect(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
  }, []);
  useEffect(() => {
    const classes = document.documentElement.classList;
    const tokens = className.split(' ').filter(Boolean);
    classes.add(...tokens);
    return () => {
      classes.remove(...tokens);
    };
  }, [className]);
}
