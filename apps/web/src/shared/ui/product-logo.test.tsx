import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductLogo } from './product-logo.tsx';

describe('a product logo', () => {
  // Chromium raises an image it finds on screen to high priority, beside the screen's code, unless told.
  it('is sent decorative, its box reserved, asked for at low priority', () => {
    const html = renderToString(<ProductLogo src="/logos/mwezi.svg" size={32} />);
    expect(html).toBe(
      '<img src="/logos/mwezi.svg" alt="" width="32" height="32" fetchPriority="low" decoding="async"/>',
    );
  });
});
