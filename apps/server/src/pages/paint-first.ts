import { createHash } from 'node:crypto';
import { EARLY_TAPS_GLOBAL, NATIVE_BACK_GLOBAL } from '@tz-loan/contract/platform/bridge';

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
 * A tap on a control before the app has taken the page over would be lost (the markup has no handlers
 * yet, and a form's button would submit natively): it is kept, each control once, and the app taps
 * it again, in order, once the app runs (it calls the global named EARLY_TAPS_GLOBAL) and the control's
 * part of the page is live. A control the app replaced is not tapped. Links keep working as links.
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
  var taps = [];
  var keep = function (event) {
    var root = document.getElementById('root');
    var target = event.target;
    var control = target && target.closest && target.closest(
      'button,[role="button"],input[type="checkbox"],input[type="radio"],label,summary');
    if (!control || !root || !root.contains(control)) return;
    event.preventDefault();
    if (taps.indexOf(control) < 0) taps.push(control);
  };
  document.addEventListener('click', keep, true);
  // A control is the app's once React has hydrated it (its props key is on the element): one in a
  // part still loading would drop the tap. React offers no other way to ask.
  var hydrated = function (control) {
    return Object.keys(control).some(function (key) { return key.indexOf('__reactProps$') === 0; });
  };
  var replay = function (deadline) {
    var control = taps[0];
    if (!control) return;
    if (!control.isConnected || Date.now() > deadline) {
      taps.shift();
      replay(deadline);
    } else if (hydrated(control)) {
      taps.shift();
      control.click();
      replay(deadline);
    } else requestAnimationFrame(function () { replay(deadline); });
  };
  window.${EARLY_TAPS_GLOBAL} = function () {
    document.removeEventListener('click', keep, true);
    replay(Date.now() + 10000);
  };
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
