// The live part of the API pages' request form, loaded by the plugin's client module
// (apiExplorerLoader.js) the first time a page shows a form, so other pages never fetch it.
// The form is server-rendered HTML (plugins/openapi-docs/src/explorer.rs); the loader listens
// on the document and hands this module the events inside a form (`handleEvent`), so it works
// for every page the SPA shows without re-attaching:
// - the base URL is the chosen server's URL template with its variables replaced by what the
//   reader picked (an `enum` select) or typed (a text input); only the chosen server's
//   variable inputs are shown;
// - "Send API Request" builds the request from the form (base URL, path/query/header
//   parameters, auth, body, Accept), puts the `proxy` (data-proxy) before its URL as the
//   plugin does for CORS, sends it with fetch and shows the response;
// - "Clear" puts the placeholder back;
// - what the reader types into the auth inputs is kept as the plugin keeps it: under the
//   security scheme's name, a JSON object of its values ({"token": …}, {"username": …,
//   "password": …}, {"apiKey": …}), in sessionStorage unless themeConfig.api.authPersistence
//   says otherwise; the server under `server` (the server object as JSON, each variable's
//   `default` being the value chosen) and the Accept choice under `accept`; all put back
//   into the form when a page is shown.

const FORM = '[data-openapi-request]';
const PLACEHOLDER =
  '<p class="openapi-explorer__response-placeholder-message">Click the <code>Send API Request</code> button above and see the response here!</p>';

/** The storage the form's auth values live in, or null (`authPersistence: false`, or blocked). */
function storageOf(form) {
  try {
    switch (form.dataset.authPersistence) {
      case 'false':
        return null;
      case 'localStorage':
        return window.localStorage;
      default:
        return window.sessionStorage;
    }
  } catch {
    return null;
  }
}

function authInputs(root, scheme) {
  const all = Array.from(root.querySelectorAll('[data-openapi-auth-scheme]'));
  return scheme === undefined ? all : all.filter((i) => i.dataset.openapiAuthScheme === scheme);
}

/** Puts the kept server, Accept and auth values back into the forms under `root`. */
function restoreForms(root) {
  for (const form of root.querySelectorAll(FORM)) {
    const storage = storageOf(form);
    if (!storage) {
      showServer(form);
      continue;
    }
    restoreChoices(form, storage);
    for (const input of authInputs(form)) {
      let saved;
      try {
        saved = JSON.parse(storage.getItem(input.dataset.openapiAuthScheme) ?? 'null');
      } catch {
        saved = null;
      }
      const value = saved && typeof saved === 'object' ? saved[input.dataset.openapiAuthKey] : undefined;
      if (typeof value === 'string' && input.value === '') input.value = value;
    }
  }
}

/** The server object of the chosen base URL option (as the spec writes it), each variable's
 * `default` set to the value of its input: what the plugin keeps under `server`. */
function chosenServer(form) {
  const select = form.querySelector('[data-openapi-server]');
  const option = select?.selectedOptions[0];
  if (!option) return null;
  let server;
  try {
    server = JSON.parse(option.dataset.server ?? 'null');
  } catch {
    server = null;
  }
  if (!server || typeof server !== 'object') server = { url: option.value };
  for (const input of variableInputs(form, select.selectedIndex)) {
    const variable = server.variables?.[input.dataset.openapiServerVariable];
    if (variable) variable.default = input.value;
  }
  return server;
}

/** The variable inputs of the server at `index` of the base URL select. */
function variableInputs(form, index) {
  const group = form.querySelector(`[data-openapi-server-variables="${index}"]`);
  return group ? Array.from(group.querySelectorAll('[data-openapi-server-variable]')) : [];
}

/** A server's URL as the plugin builds it: one trailing `/` dropped, then each variable's
 * first `{name}` replaced by its value. */
export function serverUrl(server) {
  let url = String(server.url ?? '').replace(/\/$/, '');
  for (const [name, variable] of Object.entries(server.variables ?? {})) url = url.replace(`{${name}}`, variable?.default ?? '');
  return url;
}

/** Sets an input or select to a value (a select only to one of its options). */
function setValue(input, value) {
  if (typeof value !== 'string') return;
  if (input instanceof HTMLSelectElement && !Array.from(input.options).some((o) => o.value === value)) return;
  input.value = value;
}

/** Shows the chosen server's variables, its description and the URL they make. */
function showServer(form) {
  const select = form.querySelector('[data-openapi-server]');
  if (!select) return;
  for (const group of form.querySelectorAll('[data-openapi-server-variables]')) group.hidden = group.dataset.openapiServerVariables !== String(select.selectedIndex);
  const description = form.querySelector('[data-openapi-server-description]');
  if (description) description.textContent = select.selectedOptions[0]?.dataset.description ?? '';
  const url = form.querySelector('[data-openapi-server-url]');
  const server = chosenServer(form);
  if (url && server) {
    url.textContent = serverUrl(server);
    url.title = url.textContent;
  }
}

/** Puts back the kept server (`server`: the plugin's JSON of the server object, with the
 * values chosen for its variables) and `accept` choices, when the page offers them. As the
 * plugin, a page whose servers do not include the kept one starts at its first server and
 * keeps that one instead. */
function restoreChoices(form, storage) {
  const select = form.querySelector('[data-openapi-server]');
  if (select) {
    let kept = null;
    try {
      kept = JSON.parse(storage.getItem('server') ?? 'null');
    } catch {
      kept = null;
    }
    const index = Array.from(select.options).findIndex((o) => o.value === kept?.url);
    if (index >= 0) {
      select.selectedIndex = index;
      for (const input of variableInputs(form, index)) setValue(input, kept.variables?.[input.dataset.openapiServerVariable]?.default);
    } else {
      keepServer(form, storage);
    }
    showServer(form);
  }
  const accept = form.querySelector('[data-openapi-accept]');
  const value = storage.getItem('accept');
  if (accept && value) setValue(accept, value);
}

/** Keeps the chosen server under `server`. */
function keepServer(form, storage) {
  const server = chosenServer(form);
  if (!server) return;
  try {
    storage.setItem('server', JSON.stringify(server));
  } catch {
    // storage full or blocked: the choice still holds for this page
  }
}

/** A base URL, server variable or Accept choice: shown, and kept under the plugin's keys.
 * Choosing another server starts its variables at their defaults, as the plugin does. */
function saveChoice(input) {
  const form = input.closest(FORM);
  if (!form) return;
  if (input.matches('[data-openapi-server]')) {
    for (const variable of variableInputs(form, input.selectedIndex)) setValue(variable, variable.dataset.default ?? '');
  }
  if (input.matches('[data-openapi-server], [data-openapi-server-variable]')) showServer(form);
  const storage = storageOf(form);
  if (!storage) return;
  if (input.matches('[data-openapi-accept]')) {
    try {
      storage.setItem('accept', input.value);
    } catch {
      // storage full or blocked: the choice still holds for this page
    }
  } else {
    keepServer(form, storage);
  }
}

/** Keeps the values of one scheme, or forgets them when all are empty (as the plugin does). */
function saveAuth(input) {
  const form = input.closest(FORM);
  const storage = form && storageOf(form);
  if (!storage) return;
  const scheme = input.dataset.openapiAuthScheme;
  const data = {};
  for (const field of authInputs(form, scheme)) data[field.dataset.openapiAuthKey] = field.value || undefined;
  try {
    if (Object.values(data).some(Boolean)) storage.setItem(scheme, JSON.stringify(data));
    else storage.removeItem(scheme);
  } catch {
    // storage full or blocked: the inputs still work for this page
  }
}

/** The request the form describes: { url, init }. */
export function requestOf(form) {
  const method = form.dataset.method;
  // no server (a proxy alone): the page's origin, as the plugin
  const chosen = chosenServer(form);
  const server = chosen ? serverUrl(chosen) : window.location.origin;
  const pathValues = {};
  const query = new URLSearchParams();
  const headers = new Headers();
  for (const input of form.querySelectorAll('[data-openapi-param]')) {
    const name = input.dataset.openapiParam;
    const value = input.value;
    if (value === '') continue;
    switch (input.dataset.openapiIn) {
      case 'path':
        pathValues[name] = value;
        break;
      case 'query':
        query.append(name, value);
        break;
      case 'header':
        headers.set(name, value);
        break;
      case 'cookie':
        document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/`;
        break;
    }
  }
  const path = form.dataset.path.replace(/\{([^}]+)\}/g, (whole, name) => (name in pathValues ? encodeURIComponent(pathValues[name]) : whole));
  const schemes = new Map();
  for (const input of authInputs(form)) {
    const scheme = input.dataset.openapiAuthScheme;
    if (!schemes.has(scheme)) schemes.set(scheme, { kind: input.dataset.openapiAuthKind, name: input.dataset.openapiAuthName, in: input.dataset.openapiAuthIn, values: {} });
    schemes.get(scheme).values[input.dataset.openapiAuthKey] = input.value;
  }
  for (const auth of schemes.values()) {
    const v = auth.values;
    if (auth.kind === 'bearer' && v.token) headers.set('Authorization', `Bearer ${v.token}`);
    if (auth.kind === 'basic' && (v.username || v.password)) headers.set('Authorization', `Basic ${btoa(`${v.username ?? ''}:${v.password ?? ''}`)}`);
    if (auth.kind === 'apiKey' && v.apiKey) {
      if (auth.in === 'query') query.append(auth.name, v.apiKey);
      else if (auth.in === 'cookie') document.cookie = `${encodeURIComponent(auth.name)}=${encodeURIComponent(v.apiKey)}; path=/`;
      else headers.set(auth.name, v.apiKey);
    }
  }
  const accept = form.querySelector('[data-openapi-accept]')?.value;
  if (accept) headers.set('Accept', accept);
  const init = { method, headers };
  const body = form.querySelector('[data-openapi-body]');
  if (body && body.value.trim() !== '' && method !== 'GET' && method !== 'HEAD') {
    headers.set('Content-Type', body.dataset.contentType);
    init.body = body.value;
  }
  const search = query.toString();
  const url = `${server}${path}${search ? `?${search}` : ''}`;
  // the proxy goes first, with exactly one `/` between them (`https://cors.pan.dev/https://…`)
  const proxy = form.dataset.proxy;
  return { url: proxy ? `${proxy.replace(/\/$/, '')}/${url}` : url, init };
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/** The body as text: pretty JSON when it parses as JSON. */
function bodyText(text, contentType) {
  if (/json/i.test(contentType ?? '')) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON after all: shown as it came
    }
  }
  return text;
}

/** The plugin's dot colour of a status: success (2xx), danger (4xx, 5xx), info (others). */
function statusClass(status) {
  if (status >= 400) return 'danger';
  if (status >= 200 && status < 300) return 'success';
  return 'info';
}

/** Tabs in the theme's markup (its content enhancer and onClick below switch them). */
function tabsHtml(tabs) {
  const items = tabs
    .map((t, i) => `<li role="tab" tabindex="${i === 0 ? 0 : -1}" aria-selected="${i === 0}" class="tabs__item${t.className ? ` ${t.className}` : ''}${i === 0 ? ' tabs__item--active' : ''}" data-value="${t.value}"${t.attributes ?? ''}>${t.label}</li>`)
    .join('');
  const panels = tabs.map((t, i) => `<div role="tabpanel" class="tabItem" data-value="${t.value}"${i === 0 ? '' : ' hidden'}>${t.html}</div>`).join('');
  return `<div class="tabs-container openapi-tabs__schema" data-tabs><ul role="tablist" aria-orientation="horizontal" class="tabs">${items}</ul><div class="margin-top--md">${panels}</div></div>`;
}

/** The response as the plugin shows it: a tab named by the status (with its coloured dot)
 * holding the body, and a "Headers" tab holding the headers as JSON. */
function responseHtml(response, text) {
  const headers = Object.fromEntries(response.headers.entries());
  const code = (body, extra) => `<pre class="openapi-explorer__code-block ${extra}"><code>${escapeHtml(body)}</code></pre>`;
  return tabsHtml([
    {
      value: 'body',
      label: ` ${response.status}`,
      className: `openapi-response__dot openapi-response__dot--${statusClass(response.status)}`,
      attributes: ` data-openapi-status="${response.status}"`,
      html: code(bodyText(text, response.headers.get('content-type')), 'openapi-response__status-code').replace('<code>', '<code data-openapi-response-text>'),
    },
    { value: 'headers', label: 'Headers', html: code(JSON.stringify(headers, undefined, 2), 'openapi-response__status-headers').replace('<code>', '<code data-openapi-response-headers>') },
  ]);
}

/** Selects a tab of the response panel (the theme's enhancer does the same for page tabs). */
function selectTab(tab) {
  const container = tab.closest('[data-tabs]');
  if (!container) return;
  for (const other of container.querySelectorAll(':scope > ul > [role="tab"]')) {
    const on = other === tab;
    other.classList.toggle('tabs__item--active', on);
    other.setAttribute('aria-selected', String(on));
    other.tabIndex = on ? 0 : -1;
  }
  for (const panel of container.querySelectorAll(':scope > div > [role="tabpanel"]')) panel.hidden = panel.dataset.value !== tab.dataset.value;
}

async function send(button) {
  const form = button.closest(FORM);
  const panel = form?.parentElement?.querySelector('[data-openapi-response-body]');
  if (!form || !panel) return;
  const { url, init } = requestOf(form);
  button.disabled = true;
  panel.innerHTML = '<p class="openapi-explorer__response-placeholder-message">Fetching...</p>';
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    panel.innerHTML = responseHtml(response, text);
  } catch (error) {
    panel.innerHTML = `<p class="openapi-explorer__response-error" data-openapi-response-error>${escapeHtml(String(error?.message ?? error))}</p>`;
  } finally {
    button.disabled = false;
  }
}

function onClick(event) {
  const target = event.target instanceof Element ? event.target : null;
  const sendButton = target?.closest('[data-openapi-send]');
  if (sendButton) {
    void send(sendButton);
    return;
  }
  const tab = target?.closest('[data-openapi-response] [role="tab"]');
  if (tab) {
    selectTab(tab);
    return;
  }
  const clear = target?.closest('[data-openapi-clear]');
  const panel = clear?.closest('[data-openapi-response]')?.querySelector('[data-openapi-response-body]');
  if (panel) panel.innerHTML = PLACEHOLDER;
}

function onInput(event) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.matches('[data-openapi-auth-scheme]')) saveAuth(target);
  if (target?.matches('input[data-openapi-server-variable]')) saveChoice(target);
}

function onChange(event) {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.matches('[data-openapi-server], [data-openapi-accept], select[data-openapi-server-variable]')) saveChoice(target);
}

/** An event the loader (apiExplorerLoader.js) saw inside a request form or a response panel. */
export function handleEvent(event) {
  if (event.type === 'click') onClick(event);
  else if (event.type === 'input') onInput(event);
  else if (event.type === 'change') onChange(event);
}

/** A newly shown page gets the kept server, Accept and auth values (the loader calls it). */
export { restoreForms };
