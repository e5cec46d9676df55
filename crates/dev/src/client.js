// ferrosaurus start: the live-reload client (served at /__ferrosaurus/client.js, added to every
// page by the dev server). Events come over Server-Sent Events; see crates/dev/src/events.rs.
(function () {
  'use strict';
  var SCROLL_KEY = 'ferrosaurus.dev.scroll';
  var OVERLAY_ID = '__ferrosaurus-error-overlay';

  function restoreScroll() {
    try {
      var saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || 'null');
      sessionStorage.removeItem(SCROLL_KEY);
      if (saved && saved.path === location.pathname) {
        window.scrollTo(saved.x, saved.y);
      }
    } catch (e) {
      /* storage unavailable */
    }
  }

  function reload() {
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, x: window.scrollX, y: window.scrollY }));
    } catch (e) {
      /* storage unavailable: reload anyway */
    }
    location.reload();
  }

  function samePath(a, b) {
    return a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
  }

  function boot() {
    var element = document.getElementById('__ferrosaurus_boot');
    try {
      return element ? JSON.parse(element.textContent || '{}') : {};
    } catch (e) {
      return {};
    }
  }

  // The theme's rule (theme/src/data/dataClient.ts): <base>__data/pages/<route>/__page.json.
  function pageDataUrl() {
    var known = boot().pageDataUrl || '/__data/pages/__page.json';
    var base = known.slice(0, known.indexOf('__data/pages/'));
    var path = location.pathname;
    var rel = (path.indexOf(base) === 0 ? path.slice(base.length) : path).replace(/^\/+|\/+$/g, '');
    return base + '__data/pages/' + (rel ? rel + '/' : '') + '__page.json';
  }

  function currentPage() {
    return boot().page || null;
  }

  // Everything but the content HTML: when only the content changed it is swapped in place.
  function shape(page) {
    var copy = {};
    for (var key in page) {
      if (key !== 'html') copy[key] = page[key];
    }
    return JSON.stringify(copy);
  }

  var shown = null;

  function onContent(event) {
    var here = location.pathname;
    var affected = event.shared || event.routes.some(function (route) { return samePath(route, here); });
    if (!affected) return;
    var element = document.querySelector('[data-ferrosaurus-content]');
    if (event.shared || !element) return reload();
    fetch(pageDataUrl(), { cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.json();
      })
      .then(function (page) {
        var before = shown || currentPage();
        // a page rendered by its own component (MDX with JavaScript) has no HTML to swap
        if (!before || shape(before) !== shape(page) || typeof page.html !== 'string') return reload();
        shown = page;
        element.innerHTML = page.html;
        document.dispatchEvent(new CustomEvent('ferrosaurus:content-updated', { detail: { route: page.route } }));
      })
      .catch(reload);
  }

  function onCss(event) {
    var links = document.querySelectorAll('link[rel="stylesheet"]');
    for (var i = 0; i < links.length; i++) {
      var link = links[i];
      if (link.getAttribute('href').indexOf('/assets/css/') === -1) continue;
      var next = link.cloneNode();
      next.href = event.href;
      next.onload = (function (old) { return function () { old.remove(); }; })(link);
      link.after(next);
      return;
    }
    reload();
  }

  function showOverlay(problems) {
    var overlay = document.getElementById(OVERLAY_ID);
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = OVERLAY_ID;
      overlay.setAttribute('role', 'alert');
      overlay.style.cssText =
        'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:rgba(20,20,20,.94);' +
        'color:#f5f5f5;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap';
      document.body.appendChild(overlay);
    }
    overlay.textContent = '';
    var title = document.createElement('div');
    title.style.cssText = 'color:#ff6b6b;font-size:18px;margin-bottom:1rem';
    title.textContent = 'The site could not be rebuilt; the last good version is shown behind this message.';
    overlay.appendChild(title);
    problems.forEach(function (problem) {
      var item = document.createElement('div');
      item.style.marginBottom = '1rem';
      var place = document.createElement('div');
      place.style.color = '#8cc8ff';
      place.textContent = problem.file ? problem.file + (problem.line ? ':' + problem.line + (problem.column ? ':' + problem.column : '') : '') : '';
      var message = document.createElement('div');
      message.textContent = problem.message;
      item.appendChild(place);
      item.appendChild(message);
      overlay.appendChild(item);
    });
  }

  function hideOverlay() {
    var overlay = document.getElementById(OVERLAY_ID);
    if (overlay) overlay.remove();
  }

  function handle(event) {
    if (event.type !== 'error') hideOverlay();
    if (event.type === 'content') onContent(event);
    else if (event.type === 'css') onCss(event);
    else if (event.type === 'reload') reload();
    else if (event.type === 'error') showOverlay(event.problems);
  }

  restoreScroll();
  var source = new EventSource('/__ferrosaurus/events');
  source.onmessage = function (message) {
    try {
      handle(JSON.parse(message.data));
    } catch (e) {
      console.error('ferrosaurus dev client:', e);
    }
  };
  window.__ferrosaurusDev = { handle: handle };
})();
