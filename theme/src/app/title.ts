/** `"{title} | {site title}"`, or the site title alone when the title is empty or the same. */
export function formatTitle(title: string | undefined, siteTitle: string, delimiter: string): string {
  const trimmed = title?.trim();
  if (!trimmed || trimmed === siteTitle) {
    return siteTitle;
  }
  return `${trimmed} ${delimiter || '|'} ${siteTitle}`;
}
