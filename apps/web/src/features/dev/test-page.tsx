import './dev.css';
import type { BridgeMessage } from '@tz-loan/contract/platform/bridge';
import { useState } from 'react';
import { type BridgePayloads, sendToNative } from '../../shared/bridge/bridge.ts';
import { usePageScope } from '../../shared/scope/page-scope.ts';
import type { ScreenPage } from '../../shared/screens/screen.ts';
import { getDevScreens } from './api/get-dev-screens.ts';
import { ScreenList } from './screen-list.tsx';

/** /test (SPEC.md §2 'Developer test pages'): every screen, and a button for every native action. */
export const TestPage = () => {
  const [url, setUrl] = useState('https://www.example.com/');
  const { query } = usePageScope();
  const [productId, setProductId] = useState(() => query.common().productId ?? '1');
  const [phone, setPhone] = useState('0712345678');
  const [email, setEmail] = useState('support@example.com');
  const [lastSent, setLastSent] = useState('');

  // Each button sends one message and says what it sent: outside the app nothing else shows.
  const action = <N extends BridgeMessage>(label: string, name: N, payload?: () => BridgePayloads[N]) => (
    <button
      type="button"
      onClick={() => {
        const body = payload?.();
        (sendToNative as (name: N, payload?: BridgePayloads[N]) => void)(name, body);
        setLastSent(`${name} ${JSON.stringify(body ?? {})}`);
      }}
    >
      {label}
    </button>
  );

  return (
    <main className="dev-page">
      <h1>Developer test page</h1>
      <section className="dev-section" aria-labelledby="dev-native">
        <h2 id="dev-native">Native actions</h2>
        <div className="dev-actions">
          <label>
            URL <input value={url} onChange={(event) => setUrl(event.target.value)} />
          </label>
          {action('Open URL', 'to', () => ({ url }))}
          {action('Close webview', 'closeWebview')}
          {action('Go home', 'toHome')}
          {action('Mine', 'toMine')}
          <label>
            Product ID <input value={productId} onChange={(event) => setProductId(event.target.value)} />
          </label>
          {action('Product detail', 'toP', () => ({ productId }))}
          {action('Log out', 'offToLogin')}
          <label>
            Phone number <input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </label>
          {action('Call', 'callTelephone', () => ({ phone }))}
          <label>
            E-mail address{' '}
            <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <a className="dev-button" href={`mailto:${email}`}>
            E-mail {email}
          </a>
          {action('Rate app', 'toRate')}
          {action('Confirm-apply tracking', 'confirmBurialPoint', () => {
            const { productId: product, orderId } = query.common();
            return { productId: product, orderId };
          })}
          {action('Bind-card start', 'startBank', () => ({ time: Date.now() }))}
          {action('Bind-card end', 'endBank', () => ({ time: Date.now() }))}
        </div>
        <p className="dev-sent" role="status">
          {lastSent ? `Sent: ${lastSent}` : 'Nothing sent yet. Outside the app, messages go nowhere.'}
        </p>
      </section>
      <ScreenList />
    </main>
  );
};

export const page: ScreenPage = { Component: TestPage, data: getDevScreens };
