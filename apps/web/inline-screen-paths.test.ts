import { describe, expect, it } from 'vitest';
import { withScreenPaths } from './inline-screen-paths.ts';

describe("the build writes each screen's address where its constant is read", () => {
  it('reads SCREEN.key as its path and imports SCREEN no more, keeping what else is imported', () => {
    const code = [
      "import { SCREEN, type ScreenPath } from '@tz-loan/contract/screens';",
      'const to = appUrl(SCREEN.loanDetails, { orderId });',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
      'const back = `/h5${SCREEN.cardStorePay}`;',
    ].join('\n');
    expect(withScreenPaths(code)?.toString()).toBe(
      [
        "import { type ScreenPath } from '@tz-loan/contract/screens';",
        "const to = appUrl('/squidChive', { orderId });",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, as text
        "const back = `/h5${'/borrowDetail'}`;",
      ].join('\n'),
    );
  });

  it('drops the import when SCREEN was all it brought', () => {
    const code = "import { SCREEN } from '@tz-loan/contract/screens';\nnavigate(SCREEN.instalments);";
    expect(withScreenPaths(code)?.toString()).toBe("\nnavigate('/sunflowerP');");
  });

  it('stops the build on a constant that is not a screen', () => {
    const code = "import { SCREEN } from '@tz-loan/contract/screens';\nnavigate(SCREEN.nowhere);";
    expect(() => withScreenPaths(code, 'a.tsx')).toThrow('a.tsx: SCREEN.nowhere is not a screen');
  });

  it('leaves a file that does not import SCREEN alone', () => {
    expect(withScreenPaths("const SCREEN = { a: '/a' };\nuse(SCREEN.a);")).toBeNull();
  });
});
