// ferrosaurus Node host: evaluates a site's config and sidebars, and runs JS plugins.
//
// Protocol: one JSON request per stdin line ({id, op, ...}), one JSON reply per stdout line
// ({id, ok, value} or {id, ok: false, error}). Whatever site code prints goes to stderr, so it
// cannot corrupt the protocol. Values sent back are JSON; what JSON cannot carry (functions,
// class instances, stand-ins of packages ferrosaurus implements itself) becomes
// {"$handle": {...}} and stays callable here by its id.
'use strict';
const Module = require('module');
const path = require('path');
const url = require('url');
const readline = require('readline');

const write = process.stdout.write.bind(process.stdout);
for (const level of ['log', 'info', 'debug']) console[level] = (...args) => console.error(...args);

const state = {
  siteDir: process.cwd(),
  // absolute file -> CommonJS code (TypeScript and ES modules transpiled by ferrosaurus in Rust)
  modules: new Map(),
  // npm packages ferrosaurus implements natively: required, they are stand-ins
  stubbed: [],
  handles: [null],
  handleIds: new Map(),
  origins: new WeakMap(),
  plugins: new Map(),
  siteConfig: null,
  maxDepth: 1000,
  // values JSON may carry back at most (a value sharing references can be exponentially larger)
  maxValues: 2000000,
};

const STUB = Symbol('ferrosaurus.stub');

// ---------------------------------------------------------------- stand-ins

function packageOf(request) {
  if (request.startsWith('.') || request.startsWith('/') || request.startsWith('node:')) return null;
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isStubbed(request) {
  const pkg = packageOf(request);
  if (!pkg) return false;
  return state.stubbed.some((s) => (s.endsWith('/*') ? pkg.startsWith(s.slice(0, -1)) : pkg === s));
}

function makeStub(module, pathInModule) {
  const target = function ferrosaurusStandIn() {};
  return new Proxy(target, {
    get(_t, key) {
      if (key === STUB) return { module, path: pathInModule };
      if (typeof key === 'symbol' || key === 'then' || key === '__esModule') return undefined;
      if (key === 'default') return makeStub(module, pathInModule);
      return makeStub(module, pathInModule ? `${pathInModule}.${key}` : key);
    },
    apply(_t, _this, args) {
      return makeStub(module, `${pathInModule || ''}(${args.length ? '…' : ''})`);
    },
  });
}

// ---------------------------------------------------------------- module loading

function compileFromMap(module, filename, fallback) {
  const code = state.modules.get(filename);
  if (code !== undefined) return module._compile(code, filename);
  if (fallback) return fallback(module, filename);
  const err = new Error(`${filename} is TypeScript or an ES module that ferrosaurus did not transpile (is it imported with a computed path?)`);
  err.code = 'FERROSAURUS_NOT_TRANSPILED';
  throw err;
}

const originalJs = Module._extensions['.js'];
Module._extensions['.js'] = (m, f) => compileFromMap(m, f, originalJs);
for (const ext of ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.jsx']) {
  Module._extensions[ext] = (m, f) => compileFromMap(m, f, null);
}

const originalLoad = Module._load;
Module._load = function load(request, parent, isMain) {
  const fromSite = !parent || !parent.filename || !parent.filename.includes(`${path.sep}node_modules${path.sep}`);
  if (fromSite && !state.loadingPlugin && isStubbed(request)) return makeStub(request, '');
  let exported;
  try {
    exported = originalLoad.call(this, request, parent, isMain);
  } catch (e) {
    // a generated file that does not exist yet (e.g. an API sidebar written by gen-api-docs)
    if (state.allowMissingLocal && e && e.code === 'MODULE_NOT_FOUND' && request.startsWith('.') && fromSite) {
      return makeStub(`missing:${request}`, '');
    }
    throw e;
  }
  const pkg = packageOf(request);
  if (pkg && !request.startsWith('node:') && !Module.isBuiltin(request)) tagOrigins(exported, request);
  else if (!pkg) {
    try {
      const file = Module._resolveFilename(request, parent, isMain);
      tagOrigins(exported, file);
    } catch (_) {
      /* resolution already succeeded in load; nothing to tag */
    }
  }
  return exported;
};

const originalResolve = Module._resolveFilename;
Module._resolveFilename = function resolve(request, parent, isMain, options) {
  const fromSite = !parent || !parent.filename || !parent.filename.includes(`${path.sep}node_modules${path.sep}`);
  if (fromSite && !state.loadingPlugin && isStubbed(request)) return request;
  try {
    return originalResolve.call(this, request, parent, isMain, options);
  } catch (e) {
    // `./sidebars.js` where only `sidebars.ts` exists: Docusaurus's loader finds the TypeScript file
    const m = /^(\.{1,2}\/.*)\.(js|jsx|mjs|cjs)$/.exec(request);
    if (e && e.code === 'MODULE_NOT_FOUND' && m) {
      for (const ext of ['.ts', '.tsx', '.mts', '.cts']) {
        try {
          return originalResolve.call(this, m[1] + ext, parent, isMain, options);
        } catch (_) {
          /* try the next one */
        }
      }
    }
    throw e;
  }
};

function tagOrigins(exported, module) {
  const tag = (value, exportName) => {
    if ((typeof value === 'function' || (value && typeof value === 'object')) && !state.origins.has(value)) {
      state.origins.set(value, { module, export: exportName });
    }
  };
  tag(exported, 'default');
  if (exported && (typeof exported === 'object' || typeof exported === 'function')) {
    let keys = [];
    try {
      keys = Object.keys(exported);
    } catch (_) {
      keys = [];
    }
    for (const key of keys.slice(0, 200)) {
      let value;
      try {
        value = exported[key];
      } catch (_) {
        continue;
      }
      if (typeof value === 'function') tag(value, key === 'default' ? 'default' : key);
    }
  }
}

// ---------------------------------------------------------------- values to JSON

function handleFor(value, kind, extra) {
  let id = state.handleIds.get(value);
  if (id === undefined) {
    id = state.handles.length;
    state.handles.push(value);
    state.handleIds.set(value, id);
  }
  return { $handle: Object.assign({ id, kind }, extra) };
}

function toJson(value, where, stack) {
  stack.count = (stack.count || 0) + 1;
  if (stack.count > state.maxValues) {
    throw new Error(`the value is larger than ${state.maxValues} elements once its shared references are expanded (at ${where}); configs must be plain data of a sensible size`);
  }
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'undefined' || typeof value === 'symbol') return undefined;
  if (typeof value === 'function') {
    const stub = value[STUB];
    if (stub) return handleFor(value, 'module', { module: stub.module, path: stub.path });
    const origin = state.origins.get(value);
    return handleFor(value, 'function', Object.assign({ name: value.name || '' }, origin ? { module: origin.module, export: origin.export } : {}));
  }
  if (stack.length >= state.maxDepth) {
    throw new Error(`the value at ${where} is nested more than ${state.maxDepth} levels deep`);
  }
  if (stack.includes(value)) {
    throw new Error(`the value at ${where} refers to itself (a cycle); configs must be plain data`);
  }
  if (value instanceof RegExp) return { $regexp: { source: value.source, flags: value.flags } };
  if (value instanceof Date) return value.toISOString();
  if (value instanceof URL) return value.href;
  stack.push(value);
  try {
    if (Array.isArray(value)) {
      return value.map((v, i) => {
        const out = toJson(v, `${where}[${i}]`, stack);
        return out === undefined ? null : out;
      });
    }
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      const origin = state.origins.get(value);
      const className = (value.constructor && value.constructor.name) || 'Object';
      return handleFor(value, 'object', Object.assign({ class: className }, origin ? { module: origin.module } : {}));
    }
    const out = {};
    for (const key of Object.keys(value)) {
      const v = toJson(value[key], where ? `${where}.${key}` : key, stack);
      if (v !== undefined) out[key] = v;
    }
    return out;
  } finally {
    stack.pop();
  }
}

function serialize(value, where) {
  return toJson(value, where, []);
}

// ---------------------------------------------------------------- errors

function locate(stack) {
  for (const line of String(stack || '').split('\n').slice(1)) {
    const m = /\(?((?:file:\/\/)?\/[^():]+):(\d+):(\d+)\)?\s*$/.exec(line);
    if (!m) continue;
    const file = m[1].startsWith('file://') ? url.fileURLToPath(m[1]) : m[1];
    if (file.includes(`${path.sep}node_modules${path.sep}`) || !file.startsWith(state.siteDir)) continue;
    return { file, line: Number(m[2]), column: Number(m[3]) };
  }
  return null;
}

function errorJson(e) {
  const message = String((e && e.message) || e);
  const out = { message, name: (e && e.name) || 'Error', stack: (e && e.stack) || '', code: (e && e.code) || null };
  const loc = locate(out.stack);
  if (loc) out.location = loc;
  if (e && e.code === 'MODULE_NOT_FOUND') {
    const m = /Cannot find module '([^']+)'/.exec(message);
    if (m) out.missingModule = m[1];
  }
  if (e && e.code === 'ERR_REQUIRE_ESM') out.esmOnly = true;
  return out;
}

// ---------------------------------------------------------------- operations

function exportOf(m) {
  return m && m.__esModule && 'default' in m ? m.default : m;
}

async function evalModule(req) {
  const file = path.resolve(state.siteDir, req.file);
  delete require.cache[file];
  state.allowMissingLocal = Boolean(req.allowMissingLocal);
  let value;
  try {
    value = exportOf(require(file));
  } finally {
    state.allowMissingLocal = false;
  }
  if (req.callIfFunction && typeof value === 'function' && !value[STUB]) value = value();
  value = await value;
  if (req.keep === 'siteConfig') state.siteConfig = value;
  return serialize(value, '');
}

// Arguments from Rust: {"$handle": {"id": n}} stands for the value that handle keeps.
function revive(value) {
  if (Array.isArray(value)) return value.map(revive);
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$handle' && value.$handle && Number.isInteger(value.$handle.id)) {
    if (!(value.$handle.id in state.handles)) throw new Error(`unknown handle ${value.$handle.id}`);
    return state.handles[value.$handle.id];
  }
  const out = {};
  for (const key of keys) out[key] = revive(value[key]);
  return out;
}

async function call(req) {
  const fn = state.handles[req.handle];
  if (typeof fn !== 'function') throw new Error(`handle ${req.handle} is not a function`);
  return serialize(await fn(...revive(req.args || [])), 'result');
}

// A function from source (glue ferrosaurus runs around a config's functions), kept as a handle.
async function defineFunction(req) {
  const fn = new Function('require', `'use strict'; return (${req.source});`)(require);
  if (typeof fn !== 'function') throw new Error('the source does not evaluate to a function');
  return handleFor(fn, 'function', { name: fn.name || '' });
}

function pluginContext(req) {
  const siteConfig = state.siteConfig || {};
  const i18n = siteConfig.i18n || { defaultLocale: 'en', locales: ['en'] };
  return {
    siteDir: state.siteDir,
    siteConfig,
    siteConfigPath: req.configFile,
    outDir: req.outDir,
    baseUrl: siteConfig.baseUrl || '/',
    generatedFilesDir: path.join(state.siteDir, '.docusaurus'),
    localizationDir: path.join(state.siteDir, 'i18n', i18n.defaultLocale || 'en'),
    i18n: {
      defaultLocale: i18n.defaultLocale || 'en',
      locales: i18n.locales || ['en'],
      currentLocale: i18n.defaultLocale || 'en',
      path: 'i18n',
      localeConfigs: i18n.localeConfigs || {},
    },
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
    siteVersion: undefined,
  };
}

const HOOKS = [
  'loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags', 'getClientModules', 'getThemePath',
  'getTypeScriptThemePath', 'getPathsToWatch', 'postBuild', 'configureWebpack', 'configurePostCss',
  'getTranslationFiles', 'translateContent', 'translateThemeConfig', 'getDefaultCodeTranslationMessages',
  'postStart', 'extendCli', 'getSwizzleComponentList',
];

/**
 * Docusaurus's `normalizePluginOptions`: the plugin's Joi schema validates the options without
 * type conversion (its `custom()` rules still normalise, e.g. gtag's `trackingID` string becomes
 * an array), and every plugin may be given an `id` (default `default`), which the schema is not
 * asked about.
 */
function normalizePluginOptions(schema, options) {
  const { id, ...rest } = options == null ? {} : options;
  const { error, value } = schema.validate(rest, { convert: false });
  if (error) throw error;
  return withPluginId(value, id);
}

/** `options` with the plugin instance's `id` (`default` when none is given). */
function withPluginId(options, id) {
  return { ...options, id: id === undefined ? 'default' : id };
}

/** The plugin's options as Docusaurus hands them to it: through the module's `validateOptions`
 * when it exports one (on the module or on its default export), and always with an `id`. */
function validatedOptions(module, factory, options) {
  const validate = [module && module.validateOptions, module && module.default && module.default.validateOptions, factory && factory.validateOptions]
    .find((f) => typeof f === 'function');
  const given = options == null ? {} : options;
  if (validate) return validate({ validate: normalizePluginOptions, options: given });
  // as Docusaurus: every plugin has an id, also without a schema
  return given && typeof given === 'object' && !Array.isArray(given) ? withPluginId(given, given.id) : given;
}

async function pluginInit(req) {
  let factory;
  let module;
  let pluginPath = null;
  if (req.handle) factory = state.handles[req.handle];
  else {
    // the plugin's own package, never its stand-in
    state.loadingPlugin = true;
    try {
      const resolved = require.resolve(req.module, { paths: [state.siteDir] });
      // Docusaurus's plugin.path: relative client modules and theme paths start there
      pluginPath = path.dirname(resolved);
      module = require(resolved);
      factory = exportOf(module);
    } finally {
      state.loadingPlugin = false;
    }
  }
  if (typeof factory !== 'function') throw new Error(`the plugin ${req.label} does not export a function (found ${typeof factory})`);
  let options;
  try {
    options = validatedOptions(module, factory, req.options);
  } catch (e) {
    throw new Error(`the options of the plugin ${req.label} are invalid: ${(e && e.message) || e}`);
  }
  const plugin = await factory(pluginContext(req), options);
  if (!plugin || typeof plugin !== 'object') throw new Error(`the plugin function ${req.label} returned ${plugin === null ? 'null' : typeof plugin}, not a plugin object`);
  const id = state.plugins.size + 1;
  state.plugins.set(id, { plugin, content: undefined, name: plugin.name || req.label, pluginId: req.pluginId || 'default' });
  return { plugin: id, name: plugin.name || null, hooks: HOOKS.filter((h) => typeof plugin[h] === 'function'), path: pluginPath };
}

function actionsFor(entry, recorded) {
  return {
    addRoute(route) {
      recorded.routes.push(serialize(route, 'route'));
    },
    async createData(name, data) {
      recorded.data[name] = typeof data === 'string' ? data : JSON.stringify(data);
      return path.join(state.siteDir, '.docusaurus', entry.name, entry.pluginId, name);
    },
    setGlobalData(data) {
      recorded.globalData = serialize(data, 'globalData');
    },
  };
}

async function pluginHook(req) {
  const entry = state.plugins.get(req.plugin);
  if (!entry) throw new Error(`no plugin ${req.plugin}`);
  const { plugin } = entry;
  const fn = plugin[req.hook];
  if (typeof fn !== 'function') return null;
  switch (req.hook) {
    case 'loadContent':
      entry.content = await fn.call(plugin);
      return null;
    case 'contentLoaded':
    case 'allContentLoaded': {
      const recorded = { routes: [], data: {}, globalData: undefined };
      const actions = actionsFor(entry, recorded);
      const allContent = {};
      for (const other of state.plugins.values()) {
        allContent[other.name] = allContent[other.name] || {};
        allContent[other.name][other.pluginId] = other.content;
      }
      await fn.call(plugin, { content: entry.content, allContent, actions });
      return recorded;
    }
    case 'injectHtmlTags':
      return serialize((await fn.call(plugin, { content: entry.content })) || {}, 'injectHtmlTags');
    case 'postBuild':
      await fn.call(plugin, Object.assign({}, req.props, { siteConfig: state.siteConfig, content: entry.content, head: {} }));
      return null;
    default:
      return serialize(await fn.call(plugin, ...(req.args || [])), req.hook);
  }
}

// ---------------------------------------------------------------- PostCSS with the site's plugins

// `configurePostCss` of the given plugins, chained over Docusaurus's default options (its
// `postcssOptions`: autoprefixer, when the site has it), then the site's `postcss` over each
// stylesheet, in order: what Docusaurus's postcss-loader does to a stylesheet (tailwind's
// `@tailwind` directives become its CSS).
async function postCss(req) {
  let options = { ident: 'postcss', plugins: [] };
  try {
    options.plugins.push(exportOf(await importFromSite('autoprefixer')));
  } catch {
    // a site without autoprefixer: Docusaurus would not start, ferrosaurus goes on without it
  }
  for (const handle of req.plugins) {
    const entry = state.plugins.get(handle);
    if (!entry) throw new Error(`no plugin ${handle}`);
    options = (await entry.plugin.configurePostCss(options)) || options;
  }
  const postcss = exportOf(await importFromSite('postcss'));
  const { plugins = [], ...processOptions } = options;
  delete processOptions.ident;
  const processor = postcss(plugins);
  const out = [];
  for (const sheet of req.stylesheets) {
    const result = await processor.process(sheet.css, Object.assign({}, processOptions, { from: sheet.file, map: false }));
    out.push(result.css);
  }
  return out;
}

// ---------------------------------------------------------------- MDX with the site's plugins

// A package as the site sees it: CommonJS by require, ES modules by import.
async function importFromSite(specifier) {
  const resolved = require.resolve(specifier, { paths: [state.siteDir] });
  try {
    return require(resolved);
  } catch (e) {
    if (e && e.code !== 'ERR_REQUIRE_ESM' && e.code !== 'ERR_REQUIRE_ASYNC_MODULE') throw e;
    return import(url.pathToFileURL(resolved).href);
  }
}

// A configured remark/rehype plugin: a function handle, or a stand-in/module handle whose real
// package is loaded now (stand-ins only replace what ferrosaurus does natively).
async function markdownPlugin(entry) {
  const [ref, options] = entry;
  let fn = typeof ref === 'number' ? state.handles[ref] : null;
  const standIn = fn && fn[STUB];
  if (typeof ref === 'string' || standIn) {
    const specifier = typeof ref === 'string' ? ref : standIn.module;
    state.loadingPlugin = true;
    try {
      fn = exportOf(await importFromSite(specifier));
    } finally {
      state.loadingPlugin = false;
    }
    if (standIn && standIn.path) for (const key of standIn.path.split('.')) fn = fn && fn[key];
  }
  if (typeof fn !== 'function') throw new Error(`markdown plugin ${JSON.stringify(ref)} is not a function`);
  return options == null ? fn : [fn, options];
}

// Docusaurus's own passes that @mdx-js/mdx lacks: heading ids ({#custom} or github-slugger),
// ferrosaurus's admonition containers as `admonition` elements, code meta as `metastring`,
// links to `.md` files as permalinks (`links`: site-relative source path -> permalink), and
// relative image paths as ferrosaurus asset placeholders (the build copies and names them).
const ASSET_PLACEHOLDER = '/__ferrosaurus_asset__/';
function docusaurusRemark(Slugger, links) {
  const resolveLink = (rel, target) => {
    const hash = target.indexOf('#');
    let pathPart = hash < 0 ? target : target.slice(0, hash);
    try {
      pathPart = decodeURI(pathPart);
    } catch {
      // a malformed escape: look the link up as written
    }
    const suffix = hash < 0 ? '' : target.slice(hash);
    if (/^[a-z]+:/i.test(pathPart) || !/\.mdx?$/.test(pathPart)) return null;
    const candidates = pathPart.startsWith('/')
      ? [pathPart.slice(1), `${rel.split('/')[0]}${pathPart}`]
      : [path.posix.normalize(path.posix.join(path.posix.dirname(rel), pathPart))];
    for (const c of candidates) if (links[c]) return links[c] + suffix;
    return null;
  };
  return () => (tree, file) => {
    const rel = (file.data && file.data.ferrosaurusRel) || '';
    const slugger = Slugger ? new Slugger() : null;
    const text = (node) => (node.value != null ? String(node.value) : (node.children || []).map(text).join(''));
    const visit = (node) => {
      if (node.type === 'heading') {
        const last = node.children[node.children.length - 1];
        let id;
        const m = last && last.type === 'text' && /\s*\{#([^}]+)\}\s*$/.exec(last.value);
        if (m) {
          id = m[1];
          last.value = last.value.slice(0, m.index);
        } else {
          // the text as written, as Docusaurus slugs it (`### X <Badge />` is `x-`)
          const t = text(node);
          id = slugger ? slugger.slug(t) : t.toLowerCase().replace(/[^\p{L}\p{M}\p{Nd}\p{Nl}\p{Pc} -]/gu, '').replace(/ /g, '-');
        }
        node.data = Object.assign({}, node.data, { hProperties: Object.assign({}, node.data && node.data.hProperties, { id }) });
      } else if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'FerrosaurusAdmonition') {
        const props = {};
        for (const a of node.attributes || []) if (a.type === 'mdxJsxAttribute' && typeof a.value === 'string') props[a.name] = a.value;
        node.type = 'ferrosaurusAdmonition';
        node.data = { hName: 'admonition', hProperties: props };
        delete node.attributes;
        delete node.name;
      } else if (node.type === 'link' && links) {
        const resolved = resolveLink(rel, node.url);
        if (resolved) node.url = resolved;
      } else if (node.type === 'image' && !/^([a-z]+:|\/|#)/i.test(node.url)) {
        node.url = ASSET_PLACEHOLDER + path.posix.normalize(path.posix.join(path.posix.dirname(rel), node.url));
      } else if (node.type === 'code' && node.meta) {
        node.data = Object.assign({}, node.data, { hProperties: Object.assign({}, node.data && node.data.hProperties, { metastring: node.meta }) });
      }
      for (const child of node.children || []) visit(child);
    };
    visit(tree);
  };
}

async function compileMdx(req) {
  const mdx = await importFromSite('@mdx-js/mdx');
  let Slugger = null;
  try {
    Slugger = exportOf(await importFromSite('github-slugger'));
  } catch {
    Slugger = null;
  }
  const remarkPlugins = [docusaurusRemark(Slugger, req.links || {})];
  for (const entry of req.remarkPlugins || []) remarkPlugins.push(await markdownPlugin(entry));
  const rehypePlugins = [];
  for (const entry of req.rehypePlugins || []) rehypePlugins.push(await markdownPlugin(entry));
  const results = [];
  for (const page of req.pages) {
    try {
      const file = await mdx.compile({ value: page.source, path: page.file, data: { ferrosaurusRel: page.rel } }, {
        remarkPlugins,
        rehypePlugins,
        jsx: true,
        // Docusaurus's default `markdown.format: 'mdx'`: .md files are MDX too
        format: page.format === 'md' ? 'md' : 'mdx',
        providerImportSource: '@mdx-js/react',
        development: false,
      });
      results.push({ code: String(file) });
    } catch (e) {
      const place = e && e.place ? (e.place.start || e.place) : null;
      results.push({ error: String((e && (e.reason || e.message)) || e), line: place ? place.line : null, column: place ? place.column : null });
    }
  }
  return results;
}

const OPS = {
  async init(req) {
    state.siteDir = req.siteDir;
    state.stubbed = req.stubbed || [];
    if (req.maxDepth) state.maxDepth = req.maxDepth;
    process.chdir(req.siteDir);
    return { node: process.version };
  },
  postCss,
  async setSiteConfig(req) {
    state.siteConfig = req.value;
    return null;
  },
  async addModules(req) {
    for (const [file, code] of Object.entries(req.modules || {})) state.modules.set(file, code);
    return null;
  },
  evalModule,
  call,
  defineFunction,
  pluginInit,
  pluginHook,
  compileMdx,
};

async function handle(line) {
  let req;
  try {
    req = JSON.parse(line);
  } catch (e) {
    return { id: null, ok: false, error: { message: `unreadable request: ${e.message}` } };
  }
  try {
    const op = OPS[req.op];
    if (!op) throw new Error(`unknown operation ${req.op}`);
    return { id: req.id, ok: true, value: await op(req) };
  } catch (e) {
    return { id: req.id, ok: false, error: errorJson(e) };
  }
}

process.on('unhandledRejection', (e) => console.error('unhandled rejection in site code:', e));
const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => {
  handle(line).then((reply) => {
    let text;
    try {
      text = JSON.stringify(reply);
    } catch (e) {
      text = JSON.stringify({ id: reply.id, ok: false, error: { message: `the result cannot be sent: ${e.message}` } });
    }
    write(`${text}\n`);
  });
});
lines.on('close', () => process.exit(0));
write(`${JSON.stringify({ id: 0, ok: true, value: { ready: true } })}\n`);
