import { describe, expect, it } from 'vitest';
import channelHtml from '../../h5/index.html?raw';
import html from '../../index.html?raw';

// The colour tokens every screen's style sheets use (docs/platform.md, "Colour"). The pages' own check
// is e2e/accessibility.test.ts (axe-core on every screen); this keeps the tokens themselves readable.

const tokensOf = (page: string) => {
  const block = /:root:root\s*\{([^}]*)\}/.exec(page)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{3,6})\s*;/gi)].map((m) => [m[1], m[2]]),
  );
};

const luminance = (hex: string) => {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const v = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG's contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
};

describe('the colour tokens', () => {
  const tokens = tokensOf(html);

  it('are declared once per page, the same in the borrower app and the channel app', () => {
    expect(Object.keys(tokens)).toContain('--adm-color-primary');
    expect(tokensOf(channelHtml)).toEqual(tokens);
  });

  it.each([
    '--adm-color-primary',
    '--adm-color-success',
    '--adm-color-warning',
    '--adm-color-danger',
    '--adm-color-text',
    '--adm-color-text-secondary',
    '--adm-color-weak',
    '--adm-color-light',
    '--app-color-primary-pressed',
  ])('%s reads at 4.5:1 or more on white (as white does on it) and on the page grey', (name) => {
    const colour = tokens[name] ?? '#fff';
    expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, '#f5f6f8')).toBeGreaterThanOrEqual(4.5);
  });
});
