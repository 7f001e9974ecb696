import { createHash } from 'node:crypto';
import { NATIVE_BACK_GLOBAL } from '@tz-loan/contract/platform/bridge';

/**
 * The one script a rendered page carries in its text: it asks for the app's code only once the page
 * has painted. Until then the HTML (its style inlined) has a slow link to itself, so the first paint
 * costs what a static page costs; then the entry, every chunk of the screen and the data the app
 * starts with (as `fetch()` asks for it) are fetched at once, with no waterfall. The page's tag names
 * them in `data-entry`, `data-chunks` and `data-fetch`.
 * The paint waited for is the first with content: a frame of background alone comes first when the
 * HTML arrives in pieces. A page with nothing to paint (a screen the phone fills, showing the boot
 * spinner) starts once parsed; a webview that paints nothing (hidden), 3 s after its load event; one
 * without paint timing, a frame after parsing. ES5: it runs before anything checks what the webview
 * supports.
 */
export const PAINT_FIRST_SCRIPT = `(function (tag) {
  var started = false;
  var listed = function (name) {
    return (tag.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var preload = function (rel, as, href) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  };
  var start = function () {
    if (started) return;
    started = true;
    listed('data-chunks').forEach(function (href) { preload('modulepreload', '', href); });
    listed('data-fetch').forEach(function (href) { preload('preload', 'fetch', href); });
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
  };
  window.${NATIVE_BACK_GLOBAL} = function () { return false; };
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('DOMContentLoaded', function () {
      var root = document.getElementById('root');
      if (!root || (!root.textContent.trim() && !root.querySelector('img,svg,canvas,video'))) start();
    });
    addEventListener('load', function () { setTimeout(start, 3000); });
  } else {
    document.addEventListener('DOMContentLoaded', function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
  }
})(document.currentScript);`;

/** The script's hash, for the Content-Security-Policy: no other inline script may run. */
export const PAINT_FIRST_HASH = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;
