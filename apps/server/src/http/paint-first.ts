import { createHash } from 'node:crypto';
import { NATIVE_BACK_GLOBAL } from '@tz-loan/contract/bridge';

/**
 * The one script a rendered page carries in its text: it asks for the app's code only once the page
 * has painted. Until then the HTML (its style inlined) has a slow link to itself, so the first paint
 * costs what a static page costs; then the entry and every chunk of the screen are fetched at once,
 * with no waterfall. The page's tag names them in `data-entry` and `data-chunks`. A webview without
 * paint timing starts a frame after the document is parsed. ES5, since it runs before anything checks
 * what the webview supports.
 */
export const PAINT_FIRST_SCRIPT = `(function (tag) {
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    var chunks = (tag.getAttribute('data-chunks') || '').split(' ');
    for (var i = 0; i < chunks.length; i++) {
      if (!chunks[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = chunks[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
  };
  window.${NATIVE_BACK_GLOBAL} = function () { return false; };
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  } else {
    document.addEventListener('DOMContentLoaded', function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
  }
})(document.currentScript);`;

/** The script's hash, for the Content-Security-Policy: no other inline script may run. */
export const PAINT_FIRST_HASH = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;
