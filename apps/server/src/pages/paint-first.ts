import { createHash } from 'node:crypto';
import { EARLY_TAPS_GLOBAL, NATIVE_BACK_GLOBAL } from '@tz-loan/contract/platform/bridge';

/**
 * The one script a rendered page carries in its text: it asks for the app's code only once the page
 * has painted. Until then the HTML (its style inlined) has a slow link to itself, so the first paint
 * costs what a static page costs; then the entry, every chunk of the screen and the data the app
 * starts with (as `fetch()` asks for it) are asked for one after another, each request in a task of
 * its own, with no waterfall (none waits for another's answer). The page's tag names
 * them in `data-entry`, `data-chunks` and `data-fetch`.
 * The paint waited for is the first with content: a frame of background alone comes first when the
 * HTML arrives in pieces. A page with nothing to paint (the boot spinner alone) starts once parsed; a webview that paints nothing (hidden), 3 s after its load event; one
 * without paint timing, a frame after parsing. ES5: it runs before anything checks what the webview
 * supports.
 * A tap on a control before the app has taken the page over would be lost (the markup has no handlers
 * yet, and a form's button would submit natively): it is kept, each control once, and the app taps
 * it again, in order, once its screen is live (it calls the global named EARLY_TAPS_GLOBAL) and the
 * control's part of the page is too. A control the app replaced is not tapped. Links keep working as
 * links. What is typed into a field meanwhile would be lost too (React takes a field over with the
 * text in it but keeps its own empty value): the field's last text is kept, and given to the app as
 * typing, before the taps. Both are kept until the screen is live, not only until the app runs: React
 * takes the screen over after the rest of the page, and text typed into it in between would be lost;
 * and until all that was kept is given, so that a tap then comes after the text kept for its form.
 */
const PAINT_FIRST_SOURCE = `(function (tag) {
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
  // Each request is asked for in a task of its own: a dozen in one task was one of 13-150 ms on a CPU
  // four times slower (a modulepreload costs the browser about 2 ms to start), right after the paint,
  // when a tap is likeliest. A message, not a timer: nested timers wait 4 ms each.
  var inTurn = function (jobs) {
    var channel = window.MessageChannel && new MessageChannel();
    var next = function () {
      var job = jobs.shift();
      if (job) job();
      if (!jobs.length) return;
      if (channel) channel.port2.postMessage(0);
      else setTimeout(next, 0);
    };
    if (channel) channel.port1.onmessage = next;
    next();
  };
  var start = function () {
    if (started) return;
    started = true;
    var jobs = [];
    listed('data-chunks').forEach(function (href) {
      jobs.push(function () { preload('modulepreload', '', href); });
    });
    listed('data-fetch').forEach(function (href) {
      jobs.push(function () { preload('preload', 'fetch', href); });
    });
    jobs.push(function () {
      var entry = document.createElement('script');
      entry.type = 'module';
      entry.crossOrigin = '';
      entry.src = tag.getAttribute('data-entry');
      document.head.appendChild(entry);
    });
    inTurn(jobs);
  };
  window.${NATIVE_BACK_GLOBAL} = function () { return false; };
  var taps = [];
  // Each field typed into, with its last text: { element, text }.
  var fields = [];
  // True while the script itself gives the app a kept text or tap, which is not kept again.
  var giving = false;
  var keep = function (event) {
    var root = document.getElementById('root');
    var target = event.target;
    var control = target && target.closest && target.closest(
      'button,[role="button"],input[type="checkbox"],input[type="radio"],label,summary');
    if (giving || !control || !root || !root.contains(control)) return;
    event.preventDefault();
    // Once the app runs, React hears taps too: this one is the app's after what was kept before it.
    event.stopPropagation();
    if (taps.indexOf(control) < 0) taps.push(control);
  };
  var keepText = function (event) {
    var root = document.getElementById('root');
    var field = event.target;
    if (giving || !field || !root || !root.contains(field) || !/^(INPUT|TEXTAREA)$/.test(field.tagName)) return;
    // Text only: a chosen file cannot be set again by a script, and a box or a choice is a kept tap.
    if (/^(file|checkbox|radio)$/.test(field.type)) return;
    var known = fields.filter(function (kept) { return kept.element === field; })[0];
    if (known) known.text = field.value;
    else fields.push({ element: field, text: field.value });
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
  // part still loading would drop the tap. React offers no other way to ask. React puts the key there
  // while it renders the part, in slices, before it commits it: one found so is used once React is
  // idle (requestIdleCallback is not in every webview: a moment then).
  var hydrated = function (element) {
    return Object.keys(element).some(function (key) { return key.indexOf('__reactProps$') === 0; });
  };
  var idle = function (then) {
    if (window.requestIdleCallback) requestIdleCallback(then, { timeout: 1000 });
    else setTimeout(then, 50);
  };
  // The texts, then the taps, each once it is live, and each in a task of its own: the app renders
  // what one gave it before the next comes (a tap on a form's button reads the text typed before it).
  // What is typed or tapped meanwhile is kept too, and comes after: until all is given, a tap on a
  // live control could otherwise come before the text the page kept for the form. One gone is passed
  // over; at the deadline, what is left is.
  var give = function (deadline, waited) {
    var texts = fields.length > 0;
    var list = texts ? fields : taps;
    if (Date.now() > deadline) fields.length = taps.length = 0;
    if (!list.length) {
      document.removeEventListener('click', keep, true);
      document.removeEventListener('input', keepText, true);
      return;
    }
    var element = texts ? list[0].element : list[0];
    var again = function (wait) { give(deadline, wait); };
    if (!element.isConnected) {
      list.shift();
      again(false);
    } else if (!hydrated(element)) requestAnimationFrame(function () { again(true); });
    else if (waited) idle(function () { again(false); });
    else {
      var kept = list.shift();
      giving = true;
      try {
        if (texts) retype(element, kept.text);
        else element.click();
      } finally {
        giving = false;
      }
      setTimeout(function () { again(false); }, 0);
    }
  };
  window.${EARLY_TAPS_GLOBAL} = function () {
    give(Date.now() + 10000, false);
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

/**
 * As every page carries it: without its comment lines and indentation, 0.7 KB gzip less on each page.
 * Only lines that are wholly a comment go, and no string of the script spans a line.
 */
export const PAINT_FIRST_SCRIPT = PAINT_FIRST_SOURCE.replace(/^\s*\/\/.*\n/gm, '').replace(/^\s+/gm, '');

/** The script's hash, for the Content-Security-Policy: no other inline script may run. */
export const PAINT_FIRST_HASH = `'sha256-${createHash('sha256').update(PAINT_FIRST_SCRIPT).digest('base64')}'`;
