import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRIDGE_MESSAGES } from '@tz-loan/contract/platform/bridge';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '../../app/screens.ts';
import { renderRoute, testScreen } from '../../test/render-route.tsx';

const SESSION = 'userId=u1&sessionId=s1&deviceId=d1&productId=3&orderId=o7&building=b1';
const StandIn = () => <h1>Stand-in screen</h1>;
// One more screen declared here, to see how a screen is listed and opened.
const render = (url: string) =>
  renderRoute(url, { screens: [...SCREENS, testScreen('/standIn', async () => StandIn, 'Stand-in screen')] });

type Loose = Record<string, unknown>;
let android: Record<string, ReturnType<typeof vi.fn>>;

beforeEach(() => {
  android = Object.fromEntries(BRIDGE_MESSAGES.map((name) => [name, vi.fn()]));
  (window as unknown as Loose).android = android;
});

afterEach(() => {
  delete (window as unknown as Loose).android;
  vi.useRealTimers();
});

const queryOf = (href: string | null) => Object.fromEntries(new URL(href ?? '', 'http://x').searchParams);

describe('/test: the screen list', () => {
  it('lists every declared screen', async () => {
    render(`/test?${SESSION}`);
    await screen.findByRole('heading', { name: 'Developer test page' });
    for (const { path, name } of SCREENS) {
      expect(screen.getByText(path)).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
  });

  it("links the channel app's screens at their real paths under /h5, with the common params", async () => {
    render(`/test?${SESSION}`);
    const link = await screen.findByRole('link', { name: 'Card store: pay' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/h5\/borrowDetail\?[^#]*$/);
    expect(queryOf(href)).toMatchObject({ userId: 'u1', sessionId: 's1', orderId: 'o7', building: 'b1' });
  });

  it("opens the promotion landing on the seed's template, not on 'This promotion does not exist'", async () => {
    render(`/test?${SESSION}`);
    const link = await screen.findByRole('link', { name: 'Promotion registration' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/h5\/register\?[^#]*$/);
    expect(queryOf(href)).toMatchObject({ id: '1', sessionId: 's1' });
  });

  it('links a screen, forwarding the common params and the header params (PRODUCT.md §2)', async () => {
    render(`/test?${SESSION}`);
    const link = await screen.findByRole('link', { name: 'Stand-in screen' });
    const href = link.getAttribute('href');
    expect(href?.startsWith('/standIn?')).toBe(true);
    expect(queryOf(href)).toEqual({
      userId: 'u1',
      sessionId: 's1',
      deviceId: 'd1',
      productId: '3',
      product_id: '3',
      orderId: 'o7',
      building: 'b1',
    });
  });

  it('opens a built screen from its link, still carrying the session', async () => {
    const { location } = render(`/test?${SESSION}`);
    await userEvent.click(await screen.findByRole('link', { name: 'Stand-in screen' }));
    expect(await screen.findByRole('heading', { name: 'Stand-in screen' })).toBeInTheDocument();
    expect(location()?.pathname).toBe('/standIn');
    expect(queryOf(location()?.search ?? '')).toMatchObject({ userId: 'u1', sessionId: 's1' });
  });
});

describe('/test: a button for every native action', () => {
  const press = async (name: string) => {
    await userEvent.click(await screen.findByRole('button', { name }));
  };
  const sentJson = (message: string) => JSON.parse(android[message]?.mock.calls[0]?.[0] as string);

  it.each([
    ['Close webview', 'closeWebview'],
    ['Go home', 'toHome'],
    ['Mine', 'toMine'],
    ['Log out', 'offToLogin'],
    ['Rate app', 'toRate'],
  ])('%s sends %s', async (button, message) => {
    render(`/test?${SESSION}`);
    await press(button);
    expect(android[message]).toHaveBeenCalledExactlyOnceWith('{}');
    for (const other of BRIDGE_MESSAGES) if (other !== message) expect(android[other]).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(`Sent: ${message}`);
  });

  it('Open URL sends `to` with the URL typed', async () => {
    render(`/test?${SESSION}`);
    const field = await screen.findByRole('textbox', { name: 'URL' });
    await userEvent.clear(field);
    await userEvent.type(field, 'https://lender.example/faq');
    await press('Open URL');
    expect(sentJson('to')).toEqual({ url: 'https://lender.example/faq' });
  });

  it('Product detail sends `toP` with the product id (the page product by default)', async () => {
    render(`/test?${SESSION}`);
    await press('Product detail');
    expect(sentJson('toP')).toEqual({ productId: '3' });
    const field = screen.getByRole('textbox', { name: 'Product ID' });
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await press('Product detail');
    expect(JSON.parse(android.toP?.mock.calls[1]?.[0] as string)).toEqual({ productId: '12' });
  });

  it('Call sends `callTelephone` with the number', async () => {
    render(`/test?${SESSION}`);
    const field = await screen.findByRole('textbox', { name: 'Phone number' });
    await userEvent.clear(field);
    await userEvent.type(field, '0755000111');
    await press('Call');
    expect(sentJson('callTelephone')).toEqual({ phone: '0755000111' });
  });

  it('offers a mailto: link for the e-mail address', async () => {
    render(`/test?${SESSION}`);
    const field = await screen.findByRole('textbox', { name: 'E-mail address' });
    await userEvent.clear(field);
    await userEvent.type(field, 'help@lender.example');
    expect(screen.getByRole('link', { name: /E-mail help@lender\.example/ })).toHaveAttribute(
      'href',
      'mailto:help@lender.example',
    );
  });

  it('Confirm-apply tracking sends `confirmBurialPoint` with the page product and order', async () => {
    render(`/test?${SESSION}`);
    await press('Confirm-apply tracking');
    expect(sentJson('confirmBurialPoint')).toEqual({ productId: '3', orderId: 'o7' });
  });

  it.each([
    ['Bind-card start', 'startBank'],
    ['Bind-card end', 'endBank'],
  ])('%s sends %s with the current time', async (button, message) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
    render(`/test?${SESSION}`);
    await press(button);
    expect(sentJson(message)).toEqual({ time: Date.parse('2025-03-01T09:00:00Z') });
  });

  it('has exactly these buttons, by accessible name', async () => {
    render(`/test?${SESSION}`);
    await screen.findByRole('heading', { name: 'Developer test page' });
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([
      'Open URL',
      'Close webview',
      'Go home',
      'Mine',
      'Product detail',
      'Log out',
      'Call',
      'Rate app',
      'Confirm-apply tracking',
      'Bind-card start',
      'Bind-card end',
    ]);
  });
});

describe('/testPreview', () => {
  it('links screens carrying the product and order typed plus the common and header params', async () => {
    render(`/testPreview?${SESSION}`);
    const product = await screen.findByRole('textbox', { name: 'Product ID' });
    const order = screen.getByRole('textbox', { name: 'Order ID' });
    expect(product).toHaveValue('3');
    expect(order).toHaveValue('o7');
    await userEvent.clear(product);
    await userEvent.type(product, '42');
    await userEvent.clear(order);
    await userEvent.type(order, 'ord-9');
    for (const name of ['Stand-in screen', 'Developer test page']) {
      expect(queryOf(screen.getByRole('link', { name }).getAttribute('href'))).toEqual({
        userId: 'u1',
        sessionId: 's1',
        deviceId: 'd1',
        productId: '42',
        product_id: '42',
        orderId: 'ord-9',
        building: 'b1',
      });
    }
  });

  it('keeps the page ids when a field is emptied', async () => {
    render(`/testPreview?${SESSION}`);
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Order ID' }));
    expect(queryOf(screen.getByRole('link', { name: 'Stand-in screen' }).getAttribute('href'))).toMatchObject(
      {
        orderId: 'o7',
      },
    );
  });
});
