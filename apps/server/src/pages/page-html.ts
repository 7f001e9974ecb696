import { BOOT_ELEMENT_ID, type RenderedPage } from '@tz-loan/contract/platform/page-render';

// Written here rather than taken from a library: the whole rule is five replacements, and each is
// what the HTML standard says can end or confuse a script element's text; the output stays JSON.
const SCRIPT_UNSAFE: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the text of a `<script type="application/json">`: no `</script>`, `<!--` or `]]>` a
 * server string carries can end the element or open a comment in it, and JSON.parse reads it back.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value ?? null).replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_UNSAFE[char] ?? char);

const escapeText = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The browser may paint a page it is still parsing: a screen's top first, its largest text a frame
 * later, and the app's scripts run in between. The first paint waits for the boot data's tag, which
 * comes straight after the screen's markup (Chromium unblocks at the tag, not at the end of its data);
 * a browser without `rel=expect` ignores it.
 */
const PAINT_WHOLE = `<link rel="expect" href="#${BOOT_ELEMENT_ID}" blocking="render" />`;

/** `#root` of the built index.html: the boot spinner, which a page the browser renders alone keeps. */
export const ROOT_ELEMENT = '<div id="root"><div class="boot" aria-busy="true"></div></div>';

/**
 * The built page's own tags of the entry: a rendered page fetches it once it has painted, and has the
 * style sheets the entry imports in its text (the channel app's page links them).
 */
export const withoutEntryTags = (html: string) =>
  html.replace(
    /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|stylesheet)"[^>]*href="\/assets\/[^"]*"[^>]*>/g,
    '',
  );

/**
 * The built app page with a screen rendered into it: its title, its style and the tag that fetches
 * its code, its markup in `#root`, and the data the browser hydrates it with.
 */
export const pageHtml = (template: string, rendered: RenderedPage, headTags: string): string => {
  // The browser loads the catalog of the language the server rendered in, so hydration matches.
  let html = withoutEntryTags(template).replace(
    /<html lang="[^"]*">/,
    `<html lang="${rendered.language}" data-rendered="true">`,
  );
  // Function replacements throughout: what is inserted goes in as it is, `$'` and `$&` included.
  const { title, description } = rendered;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
  if (description)
    html = html.replace(
      '</head>',
      () => `<meta name="description" content="${escapeText(description)}" /></head>`,
    );
  html = html.replace('</head>', () => `${PAINT_WHOLE}${headTags}</head>`);
  const boot = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(rendered.boot)}</script>`;
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${rendered.html}</div>${boot}`);
};
