import type { MatcherFunction } from '@testing-library/react';

/**
 * The innermost element whose whole text is `text`, though parts of it sit in elements of their own (a
 * date kept on one line is a span inside its sentence).
 */
export const wholeText =
  (text: string | RegExp): MatcherFunction =>
  (_content, element) => {
    const matches = (at: Element | null) => {
      const whole = at?.textContent ?? '';
      return typeof text === 'string' ? whole === text : text.test(whole);
    };
    return matches(element) && !Array.from(element?.children ?? []).some(matches);
  };
