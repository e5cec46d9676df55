/** Shows `@theme/PwaReloadPopup` in `#pwa-popup-container`, outside the site's React root. */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const CONTAINER_ID = 'pwa-popup-container';

function container() {
  const existing = document.getElementById(CONTAINER_ID);
  if (existing) return existing;
  const created = document.createElement('div');
  created.id = CONTAINER_ID;
  document.body.appendChild(created);
  return created;
}

export async function renderReloadPopup(props) {
  const { default: PwaReloadPopup } = await import('@theme/PwaReloadPopup');
  createRoot(container()).render(createElement(PwaReloadPopup, props));
}
