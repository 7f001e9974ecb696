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
 * What is typed into a field meanwhile would be lost too (the app's first render sets the field to its
 * own empty value): the field's last text is kept, and given to the app as typing, before the taps.
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
  var fields = [];
  var texts = [];
  var keep = function (event) {
    var root = document.getElementById('root');
    var target = event.target;
    var control = target && target.closest && target.closest(
      'button,[role="button"],input[type="checkbox"],input[type="radio"],label,summary');
    if (!control || !root || !root.contains(control)) return;
    event.preventDefault();
    if (taps.indexOf(control) < 0) taps.push(control);
  };
  var keepText = function (event) {
    var root = document.getElementById('root');
    var field = event.target;
    if (!field || !root || !root.contains(field) || !/^(INPUT|TEXTAREA)$/.test(field.tagName)) return;
    // Text only: a chosen file cannot be set again by a script, and a box or a choice is a kept tap.
    if (/^(file|checkbox|radio)$/.test(field.type)) return;
    var at = fields.indexOf(field);
    if (at < 0) {
      fields.push(field);
      texts.push(field.value);
    } else texts[at] = field.value;
  };
  document.addEventListener('click', keep, true);
  document.addEventListener('input', keepText, true);
  // Typed as the app hears typing: its own setter first records another value, so the text set then
  // through the element's prototype reads as a change, and the input event carries it to the app.
  var retype = function (field, text) {
    var proto = field.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = text === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, text);
    var input = document.createEvent('Event');
    input.initEvent('input', true, false);
    field.dispatchEvent(input);
  };
  // A control is the app's once React has hydrated it (its props key is on the element): one in a
  // part still loading would drop the tap. React offers no other way to ask.
  var hydrated = function (control) {
    return Object.keys(control).some(function (key) { return key.indexOf('__reactProps$') === 0; });
  };
  var replayTexts = function (deadline, then) {
    var field = fields[0];
    if (!field) return then();
    if (!field.isConnected || Date.now() > deadline) {
      fields.shift();
      texts.shift();
      replayTexts(deadline, then);
    } else if (hydrated(field)) {
      fields.shift();
      retype(field, texts.shift());
      replayTexts(deadline, then);
    } else requestAnimationFrame(function () { replayTexts(deadline, then); });
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
    document.removeEventListener('input', keepText, true);
    var deadline = Date.now() + 10000;
    replayTexts(deadline, function () { replay(deadline); });
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
