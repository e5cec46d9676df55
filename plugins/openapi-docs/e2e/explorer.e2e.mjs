// Browser checks of the request form of the openapi-docs plugin.
//
//   node plugins/openapi-docs/e2e/explorer.e2e.mjs http://127.0.0.1:PORT http://127.0.0.1:PROXY_PORT
//
// Run by tests/browser.rs, which serves /add-pet.html, /list-pets.html (the live form),
// /hidden.html (hideSendButton), /vars.html (servers with variables), /proxied.html (the
// `proxy` option set to the second URL) and /no-form.html, each with the plugin's client module
// (/apiExplorerLoader.js, which imports /apiExplorer.js only on a page with a form), answers /v1/* by echoing the request as JSON, and
// runs the stand-in proxy (it answers with what it received, and records it). Uses the
// system Chromium (/usr/bin/chromium, or $CHROMIUM_PATH) through playwright-core; never
// downloads a browser. Prints one line per case, then `N passed, M failed`; exits 1 on failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const BASE = (process.argv[2] ?? '').replace(/\/$/, '');
const PROXY = (process.argv[3] ?? '').replace(/\/$/, '');
if (!BASE || !PROXY) {
  console.error('usage: node explorer.e2e.mjs http://127.0.0.1:PORT http://127.0.0.1:PROXY_PORT');
  process.exit(2);
}
const PORT = new URL(BASE).port;
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-component-update', '--disable-sync', '--no-first-run'];

let passed = 0;
let failed = 0;
async function check(name, fn) {
  try {
    await fn();
    passed += 1;
    console.log(`ok   ${name}`);
  } catch (error) {
    failed += 1;
    console.log(`FAIL ${name}: ${error?.message ?? error}`);
  }
}
function expect(condition, message) {
  if (!condition) throw new Error(message);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrosaurus-openapi-e2e-'));
const context = await chromium.launchPersistentContext(dir, { executablePath: EXECUTABLE, headless: true, args: ARGS });
context.setDefaultTimeout(10_000);
const page = await context.newPage();
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
const explorerRequests = [];
page.on('request', (request) => {
  if (new URL(request.url()).pathname === '/apiExplorer.js') explorerRequests.push(request.url());
});

try {
  await check('a page without a request form never fetches the form\'s code', async () => {
    await page.goto(`${BASE}/no-form.html`);
    await page.click('h1');
    await page.waitForTimeout(300);
    expect(explorerRequests.length === 0, `fetched: ${explorerRequests.join(', ')}`);
  });

  await page.goto(`${BASE}/add-pet.html`);

  await check('a page with a request form fetches it', async () => {
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/apiExplorer.js')));
    expect(explorerRequests.length === 1, `fetched ${explorerRequests.length} times`);
  });

  await check('the form has the send button, the body example and the placeholder', async () => {
    expect((await page.locator('[data-openapi-send]').textContent()) === 'Send API Request', 'no Send API Request button');
    const body = await page.locator('[data-openapi-body]').inputValue();
    expect(body.includes('"name": "Rex"'), `body editor holds ${body}`);
    expect((await page.locator('[data-openapi-response-body]').textContent()).includes('Click the Send API Request button'), 'no placeholder');
  });

  await check('Send API Request sends path, query, header, auth and body, and shows the response', async () => {
    await page.selectOption('[data-openapi-server]', { index: 1 });
    await page.fill('[data-openapi-param="petId"]', '42');
    await page.fill('[data-openapi-param="q"]', 'hello world');
    await page.fill('[data-openapi-param="X-Trace"]', 't-1');
    await page.fill('[data-openapi-auth-key="token"]', 'secret-token');
    await page.fill('[data-openapi-body]', '{"name": "Fido"}');
    await page.click('[data-openapi-send]');
    await page.waitForSelector('[data-openapi-status]');
    expect((await page.textContent('[data-openapi-status]')).trim() === '201', 'status is not 201');
    expect(await page.locator('[data-openapi-status].openapi-response__dot--success').isVisible(), 'no success dot');
    const echo = JSON.parse(await page.textContent('[data-openapi-response-text]'));
    expect(echo.method === 'POST', `method ${echo.method}`);
    expect(echo.path === '/v1/pets/42', `path ${echo.path}`);
    expect(echo.query === 'q=hello+world', `query ${echo.query}`);
    expect(echo.headers.authorization === 'Bearer secret-token', `authorization ${echo.headers.authorization}`);
    expect(echo.headers['x-trace'] === 't-1', `x-trace ${echo.headers['x-trace']}`);
    expect(echo.headers['content-type'] === 'application/json', `content-type ${echo.headers['content-type']}`);
    expect(echo.headers.accept === 'application/json', `accept ${echo.headers.accept}`);
    expect(echo.body === '{"name": "Fido"}', `body ${echo.body}`);
    expect(!(await page.locator('[data-openapi-response-headers]').isVisible()), 'the headers tab is open before it is chosen');
    await page.click('[data-openapi-response] [role="tab"][data-value="headers"]');
    expect(await page.locator('[data-openapi-response-headers]').isVisible(), 'the Headers tab does not open');
    const headers = JSON.parse(await page.textContent('[data-openapi-response-headers]'));
    expect(headers['x-echo'] === 'yes', `response headers ${JSON.stringify(headers)}`);
  });

  await check('Clear puts the placeholder back', async () => {
    await page.click('[data-openapi-clear]');
    expect((await page.locator('[data-openapi-status]').count()) === 0, 'the response is still shown');
    expect((await page.textContent('[data-openapi-response-body]')).includes('Click the'), 'no placeholder');
  });

  await check('the token is kept in sessionStorage under the scheme name, as the plugin keeps it', async () => {
    const stored = await page.evaluate(() => sessionStorage.getItem('bearer'));
    expect(stored === '{"token":"secret-token"}', `sessionStorage.bearer = ${stored}`);
  });

  await check('the base URL choice is kept under `server` as the plugin keeps it', async () => {
    const stored = JSON.parse(await page.evaluate(() => sessionStorage.getItem('server')));
    expect(stored.url.endsWith('/v1') && stored.description === 'Local', `sessionStorage.server = ${JSON.stringify(stored)}`);
  });

  await check('the token and the base URL are back after a reload', async () => {
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[data-openapi-auth-key="token"]')?.value === 'secret-token');
    const server = await page.inputValue('[data-openapi-server]');
    expect(server.endsWith('/v1'), `base URL ${server}`);
  });

  await check('another operation page gets the token too, and sends a GET without a body', async () => {
    await page.goto(`${BASE}/list-pets.html`);
    await page.waitForFunction(() => document.querySelector('[data-openapi-auth-key="token"]')?.value === 'secret-token');
    await page.click('[data-openapi-send]');
    await page.waitForSelector('[data-openapi-status]');
    const echo = JSON.parse(await page.textContent('[data-openapi-response-text]'));
    expect(echo.method === 'GET' && echo.path === '/v1/pets' && echo.body === '', `echo ${JSON.stringify(echo)}`);
    expect(echo.headers.authorization === 'Bearer secret-token', `authorization ${echo.headers.authorization}`);
  });

  await check('emptying the token forgets it', async () => {
    await page.fill('[data-openapi-auth-key="token"]', '');
    const stored = await page.evaluate(() => sessionStorage.getItem('bearer'));
    expect(stored === null, `sessionStorage.bearer = ${stored}`);
  });

  await check('hideSendButton hides only the button: the form stays, no response panel', async () => {
    await page.goto(`${BASE}/hidden.html`);
    expect((await page.locator('[data-openapi-send]').count()) === 0, 'the button is shown');
    expect((await page.locator('[data-openapi-response]').count()) === 0, 'the response panel is shown');
    expect((await page.locator('[data-openapi-param="petId"]').count()) === 1, 'no parameter input');
    expect((await page.locator('[data-openapi-body]').count()) === 1, 'no body editor');
  });

  await check('server variables: a select for an enum, a text input otherwise, at their defaults, with descriptions', async () => {
    await page.goto(`${BASE}/vars.html`);
    const kind = (name) => page.locator(`[data-openapi-server-variables="0"] [data-openapi-server-variable="${name}"]`).evaluate((e) => e.tagName);
    expect((await kind('basePath')) === 'SELECT' && (await kind('port')) === 'INPUT' && (await kind('host')) === 'INPUT', 'wrong input kinds');
    const value = (name) => page.inputValue(`[data-openapi-server-variables="0"] [data-openapi-server-variable="${name}"]`);
    expect((await value('host')) === '127.0.0.1' && (await value('port')) === '1' && (await value('basePath')) === 'v0', 'not at their defaults');
    expect((await page.textContent('[data-openapi-server-url]')) === 'http://127.0.0.1:1/v0', `URL ${await page.textContent('[data-openapi-server-url]')}`);
    expect((await page.textContent('[data-openapi-server-variables="0"]')).includes('The port the test server listens on'), 'no variable description');
    expect(!(await page.locator('[data-openapi-server-variables="1"]').isVisible()), 'the second server\'s variables are shown');
  });

  await check('a page whose servers do not hold the kept one keeps its first server instead, as the plugin', async () => {
    // the form's code loads after the page: wait until it has put its choice back
    await page.waitForFunction(() => JSON.parse(sessionStorage.getItem('server') ?? 'null')?.url?.includes('{host}'));
    const stored = JSON.parse(await page.evaluate(() => sessionStorage.getItem('server')));
    expect(stored.url === 'http://{host}:{port}/{basePath}/' && stored.variables.port.default === '1', `sessionStorage.server = ${JSON.stringify(stored)}`);
  });

  await check('the request goes to the URL the edited variables make (a typed port, an enum choice)', async () => {
    await page.fill('[data-openapi-server-variables="0"] [data-openapi-server-variable="port"]', PORT);
    await page.selectOption('[data-openapi-server-variable="basePath"]', 'v1');
    expect((await page.textContent('[data-openapi-server-url]')) === `http://127.0.0.1:${PORT}/v1`, `URL ${await page.textContent('[data-openapi-server-url]')}`);
    await page.fill('[data-openapi-param="petId"]', '7');
    await page.click('[data-openapi-send]');
    await page.waitForSelector('[data-openapi-status]');
    expect((await page.textContent('[data-openapi-status]')).trim() === '200', 'status is not 200');
    const echo = JSON.parse(await page.textContent('[data-openapi-response-text]'));
    expect(echo.method === 'GET' && echo.path === '/v1/pets/7', `echo ${JSON.stringify(echo)}`);
  });

  await check('the chosen values are kept under `server` as the plugin keeps them (the server object, defaults replaced)', async () => {
    const stored = JSON.parse(await page.evaluate(() => sessionStorage.getItem('server')));
    expect(stored.url === 'http://{host}:{port}/{basePath}/' && stored.description === 'Local, any port', `server ${JSON.stringify(stored)}`);
    expect(stored.variables.port.default === PORT && stored.variables.basePath.default === 'v1' && stored.variables.host.default === '127.0.0.1', `variables ${JSON.stringify(stored.variables)}`);
    expect(JSON.stringify(stored.variables.basePath.enum) === '["v0","v1"]' && stored.variables.basePath.description === 'The API version', `basePath ${JSON.stringify(stored.variables.basePath)}`);
  });

  await check('after a reload the chosen values are back and the request goes there again', async () => {
    await page.reload();
    await page.waitForFunction((port) => document.querySelector('[data-openapi-server-variable="port"]')?.value === port, PORT);
    expect((await page.inputValue('[data-openapi-server-variable="basePath"]')) === 'v1', 'basePath is not v1');
    expect((await page.textContent('[data-openapi-server-url]')) === `http://127.0.0.1:${PORT}/v1`, 'URL not rebuilt');
    await page.fill('[data-openapi-param="petId"]', '7');
    await page.click('[data-openapi-send]');
    await page.waitForSelector('[data-openapi-status]');
    expect(JSON.parse(await page.textContent('[data-openapi-response-text]')).path === '/v1/pets/7', 'not sent through the kept variables');
  });

  await check('another server shows its own variables at their defaults; coming back starts at the defaults', async () => {
    await page.selectOption('[data-openapi-server]', { index: 1 });
    expect(await page.locator('[data-openapi-server-variables="1"]').isVisible(), 'the second server\'s variables are hidden');
    expect(!(await page.locator('[data-openapi-server-variables="0"]').isVisible()), 'the first server\'s variables are shown');
    expect((await page.textContent('[data-openapi-server-description]')) === 'Second', 'description not updated');
    expect((await page.textContent('[data-openapi-server-url]')) === 'http://127.0.0.1:2/v1', `URL ${await page.textContent('[data-openapi-server-url]')}`);
    const stored = JSON.parse(await page.evaluate(() => sessionStorage.getItem('server')));
    expect(stored.url === 'http://127.0.0.1:{port}/{version}' && stored.variables.port.default === '2', `server ${JSON.stringify(stored)}`);
    await page.selectOption('[data-openapi-server]', { index: 0 });
    expect((await page.inputValue('[data-openapi-server-variables="0"] [data-openapi-server-variable="port"]')) === '1', 'the port is not back at its default');
  });

  await check('with `proxy`, the request goes to the proxy with the request URL after it', async () => {
    await page.goto(`${BASE}/proxied.html`);
    await page.selectOption('[data-openapi-server]', { index: 1 });
    await page.fill('[data-openapi-param="petId"]', '9');
    await page.fill('[data-openapi-param="q"]', 'a b');
    await page.fill('[data-openapi-auth-key="token"]', 'proxy-token');
    await page.fill('[data-openapi-body]', '{"name": "Proxied"}');
    await page.click('[data-openapi-send]');
    await page.waitForSelector('[data-openapi-status]');
    const echo = JSON.parse(await page.textContent('[data-openapi-response-text]'));
    expect(echo.proxied === true, `not answered by the proxy: ${JSON.stringify(echo)}`);
    expect(echo.target === `/${BASE}/v1/pets/9?q=a+b`, `target ${echo.target}`);
  });

  await check('no page error', async () => {
    expect(errors.length === 0, errors.join('; '));
  });
} finally {
  await context.close();
  fs.rmSync(dir, { recursive: true, force: true });
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
