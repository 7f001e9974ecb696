import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { bridgeAction } from './bridge.ts';
import { HomeScreen } from './HomeScreen.tsx';
import { HostApp } from './HostApp.tsx';
import { HostLanguage, sayIn } from './texts.ts';

afterEach(() => localStorage.clear());

const webviewSrc = () => screen.getByTitle('webview').getAttribute('src') ?? '';

describe('/host in Kiswahili', () => {
  test("the phone set to Kiswahili shows the host's own words in Kiswahili, and English again when switched", async () => {
    localStorage.setItem('tzHost.language', 'sw');
    const user = userEvent.setup();
    render(<HostApp />);
    expect(screen.getByRole('button', { name: 'Ingia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Namba ya simu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuma msimbo' })).toBeInTheDocument();
    expect(screen.getByText('Lugha ya simu (programu inafunguka kwa lugha hii)')).toBeInTheDocument();
    expect(screen.queryByText('Log in')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('English'));
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Phone language (the webview opens in it)')).toBeInTheDocument();
  });

  test("the bridge's toasts are said in the phone's language", () => {
    const action = bridgeAction({ bridge: 'startBank', payload: {} }, 'http://localhost');
    if (action.type !== 'notice') throw new Error('expected a notice');
    expect(sayIn('sw', action.text)).toBe('Kuunganisha akaunti kumeanza (startBank)');
    expect(sayIn('en', action.text)).toBe('Bank-card binding started (startBank)');
  });
});

describe('/host login: the terms it names', () => {
  test('the loan agreement and the privacy policy open in the webview', async () => {
    const user = userEvent.setup();
    render(<HostApp />);
    await user.click(screen.getByRole('button', { name: 'loan agreement' }));
    expect(webviewSrc()).toMatch(/^\/elkDandeli\?/);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'privacy policy' }));
    expect(webviewSrc()).toMatch(/^\/sauceEleph\?/);
    expect(webviewSrc()).toContain('language=en');
  });
});

describe("/host's Me tab", () => {
  const session = { userId: 'u1', sessionId: 's1', mobilePhone: '255712345678' };
  const renderMe = (language: 'en' | 'sw' = 'en') => {
    const onOpenScreen = vi.fn();
    render(
      <HostLanguage value={language}>
        <HomeScreen
          session={session}
          params={{ ...session, language }}
          deviceId="host-1"
          tab="me"
          products={{ status: 'loading' }}
          ordersRefreshKey={0}
          openLoan={null}
          onTab={vi.fn()}
          onApply={vi.fn()}
          onOpenOrder={vi.fn()}
          onDeveloperPages={vi.fn()}
          onOpenScreen={onOpenScreen}
          onReloadProducts={vi.fn()}
          onLogout={vi.fn()}
          onSessionEnded={vi.fn()}
        />
      </HostLanguage>,
    );
    return onOpenScreen;
  };

  test('links the privacy policy, about us, customer service, my data and the USSD PIN, each opened in the webview', async () => {
    const user = userEvent.setup();
    const onOpenScreen = renderMe();
    for (const [name, path] of [
      ['Privacy policy', '/sauceEleph'],
      ['About us', '/yan'],
      ['Customer service', '/pinetreeIs'],
      ['My data', '/myData'],
      ['USSD PIN', '/ussdPin'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
      expect(onOpenScreen).toHaveBeenLastCalledWith(path);
    }
  });

  test('speaks Kiswahili with the phone', () => {
    renderMe('sw');
    expect(screen.getByText('Kitambulisho cha mtumiaji')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Sera ya faragha/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Namba ya siri ya USSD/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toka' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation')).getByText('Oda zangu')).toBeInTheDocument();
  });
});
