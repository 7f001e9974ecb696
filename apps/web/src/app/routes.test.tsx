import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCommonParams, getHeaderParam } from '../shared/query/page-query.ts';
import { renderRoute, testScreen } from '../test/render-route.tsx';
import { reloadPage } from './reload.ts';

vi.mock('./reload.ts', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const NOT_AVAILABLE = 'This screen is not available';

describe('routes', () => {
  it('keeps the page query of the URL shown', async () => {
    renderRoute('/test?userId=u1&sessionId=s1&swift=S');
    await screen.findByRole('heading', { name: 'Developer test page' });
    expect(getCommonParams()).toEqual({ userId: 'u1', sessionId: 's1' });
    expect(getHeaderParam('swift')).toBe('S');
  });

  it.each([['/nowhere'], ['/Policy/extra'], ['/waffleLemo/extra']])(
    '%s (unknown or not built) shows the not-found screen',
    async (url) => {
      renderRoute(url);
      expect(await screen.findByRole('heading', { name: NOT_AVAILABLE })).toBeInTheDocument();
    },
  );

  it('registers /test and /testPreview with the dev feature', async () => {
    renderRoute('/test');
    expect(await screen.findByRole('heading', { name: 'Developer test page' })).toBeInTheDocument();
  });

  it('registers /testPreview with the dev feature', async () => {
    renderRoute('/testPreview');
    expect(await screen.findByRole('heading', { name: 'Developer preview' })).toBeInTheDocument();
  });

  it.each([['/test'], ['/testPreview']])('%s is not available without the dev feature', async (url) => {
    renderRoute(url, { features: ['host'] });
    expect(await screen.findByRole('heading', { name: NOT_AVAILABLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Developer/ })).not.toBeInTheDocument();
  });
});

const Broken = () => {
  throw new Error('secret stack detail');
};
const Fine = () => <h1>Fine screen</h1>;

describe('the route error screen', () => {
  const broken = testScreen('/broken', async () => Broken);

  it('shows a friendly message and a Reload button, never the error, when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute('/broken', { screens: [broken] });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/secret stack detail|at Broken/);
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it("shows the same screen when a screen's code fails to download", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const offline = async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/broken.js');
    };
    renderRoute('/broken', { screens: [testScreen('/broken', offline)] });
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Failed to fetch/);
  });

  it('recovers when the borrower navigates away from a failed screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { navigate } = renderRoute('/broken', {
      screens: [broken, testScreen('/fine', async () => Fine)],
    });
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await navigate('/fine');
    expect(await screen.findByRole('heading', { name: 'Fine screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
