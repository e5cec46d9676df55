// ferrosaurus SSR worker: loads a server bundle and renders one JSON request per stdin line.
// Replies are one JSON object per stdout line; everything else the page code prints goes to
// stderr, so it cannot corrupt the protocol.
'use strict';
const readline = require('readline');
const write = process.stdout.write.bind(process.stdout);
for (const level of ['log', 'info', 'debug']) console[level] = (...args) => console.error(...args);

let bundle;
try {
  bundle = require(process.argv[2]);
} catch (e) {
  write(JSON.stringify({ ok: false, fatal: true, error: String((e && e.message) || e), stack: e && e.stack }) + '\n');
  process.exit(1);
}
write(JSON.stringify({ ok: true, ready: true }) + '\n');

const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  let reply;
  try {
    const html = bundle.render(JSON.parse(line));
    reply = { ok: true, html };
  } catch (e) {
    reply = { ok: false, error: String((e && e.message) || e), stack: (e && e.stack) || '' };
  }
  write(JSON.stringify(reply) + '\n');
});
lines.on('close', () => process.exit(0));
