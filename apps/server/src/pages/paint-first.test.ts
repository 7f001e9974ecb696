import { gzipSync } from 'node:zlib';
import { EARLY_TAPS_GLOBAL } from '@tz-loan/contract/platform/bridge';
import { JSDOM, type TestElement } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { PAINT_FIRST_SCRIPT } from './paint-first.ts';

/** A rendered page's markup before the app runs, with the page's first script. */
const renderedPage = () => {
  const dom = new JSDOM(
    `<!doctype html><body><div id="root">
      <button id="first">First</button><button id="late">Late</button><button id="gone">Gone</button>
      <a id="link" href="#elsewhere">Elsewhere</a></div><button id="outside">Outside</button>
      <script data-entry="/assets/app.js" data-chunks="" data-fetch="">${PAINT_FIRST_SCRIPT}</script>`,
    { runScripts: 'dangerously', pretendToBeVisual: true, url: 'http://localhost/' },
  );
  const { window } = dom;
  const taps: string[] = [];
  for (const element of window.document.querySelectorAll('button, a'))
    element.addEventListener('click', (event) =>
      taps.push(`${element.id}${event.defaultPrevented ? ' (kept)' : ''}`),
    );
  const byId = (id: string) => window.document.getElementById(id) as TestElement;
  /** What React does to an element it has hydrated. */
  const hydrate = (id: string) => Object.assign(byId(id), { __reactProps$abc: {} });
  const appRuns = () => (window as unknown as Record<string, () => void>)[EARLY_TAPS_GLOBAL]?.();
  return { window, taps, byId, hydrate, appRuns };
};

describe("a rendered page's first script keeps the taps made before the app runs", () => {
  it('makes them again once the app runs, in order, each control once and only once it is live', async () => {
    const page = renderedPage();
    for (const id of ['first', 'late', 'first', 'gone', 'link', 'outside']) page.byId(id).click();
    // Kept, they reach no handler and have no native action (once the app's root runs, React would
    // hear them too); a link and what lies outside the app are left to the browser.
    expect(page.taps).toEqual(['link', 'outside']);
    page.taps.length = 0;
    page.hydrate('first');
    page.byId('gone').remove();
    page.appRuns();
    expect(page.taps).toEqual(['first']);
    // 'late' is in a part of the app still loading: its tap waits for it.
    await new Promise((resolve) => page.window.requestAnimationFrame(resolve));
    expect(page.taps).toEqual(['first']);
    page.hydrate('late');
    await vi.waitFor(() => expect(page.taps).toEqual(['first', 'late']));
    // Once the app runs, taps are the app's own: none is kept any more.
    page.byId('first').click();
    expect(page.taps).toEqual(['first', 'late', 'first']);
  });
});

describe("a rendered page's first script keeps what is typed before the app runs", () => {
  it('types each field’s last text again once the field is live, before the taps it kept', async () => {
    const dom = new JSDOM(
      `<!doctype html><body><div id="root"><input id="phone"><textarea id="words"></textarea><input id="photo" type="file">
        <button id="send">Send</button></div>
        <script data-entry="/assets/app.js" data-chunks="" data-fetch="">${PAINT_FIRST_SCRIPT}</script>`,
      { runScripts: 'dangerously', pretendToBeVisual: true, url: 'http://localhost/' },
    );
    const { window } = dom;
    type Field = {
      value: string;
      click(): void;
      dispatchEvent(event: unknown): boolean;
      addEventListener(type: string, listener: () => void): void;
    };
    const byId = (id: string) => window.document.getElementById(id) as unknown as Field;
    const { Event: InputEvent } = window as unknown as {
      Event: new (type: string, init: { bubbles: boolean }) => unknown;
    };
    const heard: string[] = [];
    const type = (id: string, text: string) => {
      byId(id).value = text;
      byId(id).dispatchEvent(new InputEvent('input', { bubbles: true }));
    };
    type('phone', '07');
    type('phone', '0712345678');
    type('words', 'Habari');
    // A photo chosen before the app runs is left to the field: a script cannot choose it again.
    byId('photo').dispatchEvent(new InputEvent('input', { bubbles: true }));
    Object.assign(byId('photo'), { __reactProps$abc: {} });
    byId('send').click();
    // What the app's first render does to a field it holds empty, and to the tap it hears.
    for (const id of ['phone', 'words']) {
      byId(id).value = '';
      byId(id).addEventListener('input', () => heard.push(`${id}: ${byId(id).value}`));
    }
    byId('send').addEventListener('click', () => heard.push('send'));
    for (const id of ['phone', 'send']) Object.assign(byId(id), { __reactProps$abc: {} });
    (window as unknown as Record<string, () => void>)[EARLY_TAPS_GLOBAL]?.();
    // 'words' is in a part still loading: it and the tap after it wait.
    expect(heard).toEqual(['phone: 0712345678']);
    Object.assign(byId('words'), { __reactProps$abc: {} });
    await vi.waitFor(() => expect(heard).toEqual(['phone: 0712345678', 'words: Habari', 'send']));
    // Once the app runs, typing is the app's own: nothing is kept any more.
    type('phone', '0799');
    expect(heard.at(-1)).toBe('phone: 0799');
  });
});

describe('what the page kept is given to the app one thing a task', () => {
  it('lets the app render each text before the next, and before a tap that reads it, kept or new', async () => {
    const dom = new JSDOM(
      `<!doctype html><body><div id="root"><input id="phone"><input id="code"><button id="send">Send</button></div>
        <script data-entry="/assets/app.js" data-chunks="" data-fetch="">${PAINT_FIRST_SCRIPT}</script>`,
      { runScripts: 'dangerously', pretendToBeVisual: true, url: 'http://localhost/' },
    );
    const { window } = dom;
    const byId = (id: string) =>
      window.document.getElementById(id) as unknown as TestElement & {
        value: string;
        dispatchEvent(event: unknown): boolean;
      };
    const { Event: InputEvent } = window as unknown as {
      Event: new (type: string, init: { bubbles: boolean }) => unknown;
    };
    for (const [id, text] of [
      ['phone', '0712345678'],
      ['code', '123456'],
    ] as const) {
      byId(id).value = text;
      byId(id).dispatchEvent(new InputEvent('input', { bubbles: true }));
    }
    const heard: string[] = [];
    for (const id of ['phone', 'code', 'send']) {
      Object.assign(byId(id), { __reactProps$abc: {} });
      byId(id).addEventListener(id === 'send' ? 'click' : 'input', () => heard.push(id));
    }
    (window as unknown as Record<string, () => void>)[EARLY_TAPS_GLOBAL]?.();
    // All are live at once; the app hears the first text now, and the next in a task of its own.
    expect(heard).toEqual(['phone']);
    // A tap meanwhile, on a live button, comes after the text the page kept for its form.
    byId('send').click();
    await Promise.resolve();
    expect(heard).toEqual(['phone']);
    await vi.waitFor(() => expect(heard).toEqual(['phone', 'code', 'send']));
    // Once all is given, taps are the app's own.
    byId('send').click();
    expect(heard).toEqual(['phone', 'code', 'send', 'send']);
  });
});

describe("a rendered page's first script asks for the app's code", () => {
  it('each request in a task of its own, the chunks and data before the entry', async () => {
    // A mutation observer is told once per task that changed the head: once per request if each has
    // its own task, once if they all came in one.
    const recordBatches = `window.batches = [];
      new MutationObserver(function (records) {
        window.batches.push(records.map(function (record) {
          var added = record.addedNodes[0];
          return (added.rel || 'script') + ' ' + new URL(added.href || added.src).pathname;
        }));
      }).observe(document.head, { childList: true });`;
    const { window } = new JSDOM(
      `<!doctype html><head><script>${recordBatches}</script></head><body><div id="root"><h1>Loan</h1></div>
      <script data-entry="/assets/main.js" data-chunks="/assets/app.js /assets/screen.js"
        data-fetch="/catalog/en.json">${PAINT_FIRST_SCRIPT}</script>`,
      { runScripts: 'dangerously', pretendToBeVisual: true, url: 'http://localhost/' },
    );
    const batches = () => (window as unknown as { batches: string[][] }).batches;
    await vi.waitFor(() => expect(batches().flat()).toHaveLength(4));
    expect(batches()).toEqual([
      ['modulepreload /assets/app.js'],
      ['modulepreload /assets/screen.js'],
      ['preload /catalog/en.json'],
      ['script /assets/main.js'],
    ]);
  });
});

describe("the page's first script as every page carries it", () => {
  it('has no comment line and no indentation, and still parses', () => {
    expect(PAINT_FIRST_SCRIPT).not.toMatch(/^\s*\/\//m);
    expect(PAINT_FIRST_SCRIPT).not.toMatch(/^[ \t]/m);
    expect(() => new Function(PAINT_FIRST_SCRIPT)).not.toThrow();
    expect(gzipSync(PAINT_FIRST_SCRIPT).length).toBeLessThan(1_700);
  });
});
