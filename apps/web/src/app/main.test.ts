import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NATIVE_BACK_GLOBAL } from '@tz-loan/contract/platform/bridge';
import { describe, expect, it } from 'vitest';

describe('the entry', () => {
  const source = readFileSync(join(process.cwd(), 'apps/web/src/app/main.tsx'), 'utf8');

  it("imports nothing but the app, so none of the app's code is evaluated before a rendered page's first paint", () => {
    expect(source).not.toMatch(/^import /m);
    expect(source).toContain("import('./start.tsx')");
  });

  it('names the native back function as the contract does', () => {
    expect(source).toContain(`.${NATIVE_BACK_GLOBAL} = () => false`);
  });
});

describe('the app module', () => {
  it('starts nothing when imported: the native host may import its chunk for what they share', async () => {
    document.body.innerHTML = '<div id="root"><p>the host</p></div>';
    Reflect.deleteProperty(window, NATIVE_BACK_GLOBAL);
    const app = await import('./start.tsx');
    // Started, the app takes the native back key first, before anything it waits for: not taken, not started.
    expect(NATIVE_BACK_GLOBAL in window).toBe(false);
    expect(document.getElementById('root')?.innerHTML).toBe('<p>the host</p>');
    expect(typeof app.startApp).toBe('function');
  });
});
