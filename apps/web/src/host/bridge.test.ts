import { describe, expect, test } from 'vitest';
import { bridgeAction, describeAction } from './bridge.ts';

const ORIGIN = 'http://127.0.0.1:8080';

describe('the host answers every bridge message', () => {
  test('closeWebview closes the frame', () => {
    expect(bridgeAction({ bridge: 'closeWebview', payload: {} }, ORIGIN)).toEqual({ type: 'closeWebview' });
  });

  test('to opens a same-origin URL in the webview and shows any other http(s) URL in a sheet', () => {
    expect(bridgeAction({ bridge: 'to', payload: { url: '/squidChive?orderId=7' } }, ORIGIN)).toEqual({
      type: 'openInWebview',
      path: '/squidChive?orderId=7',
    });
    expect(bridgeAction({ bridge: 'to', payload: { url: `${ORIGIN}/yan#top` } }, ORIGIN)).toEqual({
      type: 'openInWebview',
      path: '/yan#top',
    });
    expect(bridgeAction({ bridge: 'to', payload: { url: 'https://pay.example.com/x' } }, ORIGIN)).toEqual({
      type: 'openExternal',
      url: 'https://pay.example.com/x',
    });
  });

  test('to refuses script and data URLs', () => {
    expect(bridgeAction({ bridge: 'to', payload: { url: 'javascript:alert(1)' } }, ORIGIN).type).toBe(
      'notice',
    );
    expect(bridgeAction({ bridge: 'to', payload: 'data:text/html,hi' }, ORIGIN).type).toBe('notice');
    expect(bridgeAction({ bridge: 'to', payload: {} }, ORIGIN).type).toBe('notice');
  });

  test('payloads may come as JSON strings, the Android convention', () => {
    expect(bridgeAction({ bridge: 'toP', payload: '{"productId":"2"}' }, ORIGIN)).toEqual({
      type: 'product',
      productId: '2',
    });
    expect(bridgeAction({ bridge: 'callTelephone', payload: '{"phone":"0712345678"}' }, ORIGIN)).toEqual({
      type: 'call',
      number: '0712345678',
    });
  });

  test('each other message has its native answer', () => {
    const action = (bridge: Parameters<typeof bridgeAction>[0]['bridge']) =>
      bridgeAction({ bridge, payload: {} }, ORIGIN).type;
    expect(action('toHome')).toBe('home');
    expect(action('toMine')).toBe('mine');
    expect(action('offToLogin')).toBe('login');
    expect(action('toRate')).toBe('rate');
    expect(action('confirmBurialPoint')).toBe('notice');
    expect(action('startBank')).toBe('notice');
    expect(action('endBank')).toBe('notice');
    expect(action('toP')).toBe('notice');
    expect(action('callTelephone')).toBe('notice');
  });

  test('the log says what the host did', () => {
    expect(describeAction({ type: 'closeWebview' })).toBe('closed the webview');
    expect(describeAction({ type: 'call', number: '0712345678' })).toBe('calling 0712345678');
  });
});
