// ferrosaurus SSR worker: loads a server bundle and renders one JSON request per stdin line.
// Replies are one JSON object per stdout line; a page's HTML follows its line as raw UTF-8
// bytes, as many as the line's `htmlBytes` says (not a JSON string: escaping and unescaping
// 70 KB of attribute quotes per page cost both sides). Everything else the page code prints
// goes to stderr, so it cannot corrupt the protocol. What the console gets while a request renders
// (React's server warnings among it) is sent back with the reply instead, as `printed`, so
// the build can name the route it came from.
'use strict';
const readline = require('readline');
const util = require('util');
const write = process.stdout.write.bind(process.stdout);
const toStderr = console.error.bind(console);

/** The console lines of the request being rendered; null between requests. */
let printed = null;
for (const level of ['log', 'info', 'debug', 'warn', 'error']) {
  console[level] = (...args) => {
    if (printed) printed.push(util.format(...args));
    else toStderr(...args);
  };
}

/** Renders one request, with what it printed. A bundle's `render` gives the HTML, or
 * `{html, links}` with the links the page reported to the broken-link check. */
function render(request) {
  printed = [];
  try {
    const rendered = bundle.render(expand(request));
    if (typeof rendered === 'string') return { ok: true, html: rendered, printed };
    return { ok: true, html: rendered.html, links: rendered.links, printed };
  } catch (e) {
    return { ok: false, error: String((e && e.message) || e), stack: (e && e.stack) || '', printed };
  } finally {
    printed = null;
  }
}

let bundle;
try {
  bundle = require(process.argv[2]);
} catch (e) {
  write(JSON.stringify({ ok: false, fatal: true, error: String((e && e.message) || e), stack: e && e.stack }) + '\n');
  process.exit(1);
}
write(JSON.stringify({ ok: true, ready: true }) + '\n');

// Data many requests share (site globals, sidebars), sent once per worker: a line
// `{"share": id, "value": ...}` stores it; a request's `"$shared": {"field": id}` puts it back
// as `request.field` before rendering, so each page's request stays small.
const shared = new Map();

function expand(request) {
  const refs = request.$shared;
  if (refs) {
    delete request.$shared;
    for (const field of Object.keys(refs)) {
      if (!shared.has(refs[field])) throw new Error(`ferrosaurus SSR: no shared data "${refs[field]}"`);
      request[field] = shared.get(refs[field]);
    }
  }
  return request;
}

const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  let reply;
  try {
    const message = JSON.parse(line);
    if (typeof message.share === 'string') {
      shared.set(message.share, message.value);
      reply = { ok: true };
    } else {
      reply = render(message);
    }
  } catch (e) {
    reply = { ok: false, error: String((e && e.message) || e), stack: (e && e.stack) || '' };
  }
  if (typeof reply.html === 'string') {
    const html = Buffer.from(reply.html, 'utf8');
    delete reply.html;
    reply.htmlBytes = html.length;
    write(JSON.stringify(reply) + '\n');
    write(html);
  } else {
    write(JSON.stringify(reply) + '\n');
  }
});
lines.on('close', () => process.exit(0));
