// The openapi-docs plugin's client module, in every page's first-load JS: a few lines that
// fetch the request form's code (apiExplorer.js, a chunk of its own: the bundler splits at
// `import()`) only when a page shows a request form, or an event reaches one before it loaded.
// Events are forwarded, not replayed: a click on "Send API Request" made while the chunk loads
// is handled once it has loaded.

const FORM = '[data-openapi-request]';
const LIVE = `${FORM}, [data-openapi-response]`;

let explorer = null;

function load() {
  explorer ??= import('./apiExplorer.js');
  return explorer;
}

/** The kept server, Accept and auth values put back into the page's forms, if it has any. */
function restore() {
  if (document.querySelector(FORM)) void load().then((module) => module.restoreForms(document));
}

function forward(event) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(LIVE)) void load().then((module) => module.handleEvent(event));
}

if (typeof document !== 'undefined') {
  for (const type of ['click', 'input', 'change']) document.addEventListener(type, forward);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', restore);
  else restore();
}

/** Docusaurus client module hook: a newly shown page's forms get the kept values. */
export function onRouteDidUpdate() {
  if (typeof document !== 'undefined') restore();
}
