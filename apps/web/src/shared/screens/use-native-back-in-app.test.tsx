import { act, render } from '@testing-library/react';
import { NATIVE_BACK_GLOBAL } from '@tz-loan/contract/platform/bridge';
import { BrowserRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installNativeBack } from '../bridge/bridge.ts';
import { useNativeBackInApp } from './use-native-back-in-app.ts';

let navigate: NavigateFunction = () => undefined;
let path = '';
const Screen = () => {
  useNativeBackInApp();
  navigate = useNavigate();
  path = useLocation().pathname;
  return null;
};
const back = () => act(() => (window as unknown as Record<string, () => boolean>)[NATIVE_BACK_GLOBAL]?.());

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).android;
});

describe('the back key on a screen reached inside the app', () => {
  it('goes back to the screen before it, and closes the webview on the first screen', async () => {
    const closeWebview = vi.fn();
    (window as unknown as Record<string, unknown>).android = { closeWebview };
    installNativeBack();
    window.history.replaceState(null, '', '/squidChive');
    render(
      <BrowserRouter>
        <Screen />
      </BrowserRouter>,
    );
    await act(async () => navigate('/codliverDa'));
    expect(path).toBe('/codliverDa');
    await back();
    await vi.waitFor(() => expect(path).toBe('/squidChive'));
    expect(closeWebview).not.toHaveBeenCalled();
    await back();
    expect(closeWebview).toHaveBeenCalledTimes(1);
  });
});
