import './dev.css';
import { useState } from 'react';
import { sendToNative } from '../../shared/bridge/bridge.ts';
import { getCommonParams } from '../../shared/query/page-query.ts';
import { ScreenList } from './screen-list.tsx';

/** /test (SPEC.md §2 'Developer test pages'): every screen, and a button for every native action. */
export const TestPage = () => {
  const [url, setUrl] = useState('https://www.example.com/');
  const [productId, setProductId] = useState(() => getCommonParams().productId ?? '1');
  const [phone, setPhone] = useState('0712345678');
  const [email, setEmail] = useState('support@example.com');
  const [lastSent, setLastSent] = useState('');

  const sent = (name: string, payload: object = {}) => setLastSent(`${name} ${JSON.stringify(payload)}`);
  const sendTracking = () => {
    const { productId: product, orderId } = getCommonParams();
    const payload = { productId: product, orderId };
    sendToNative('confirmBurialPoint', payload);
    sent('confirmBurialPoint', payload);
  };
  const sendBankTime = (name: 'startBank' | 'endBank') => {
    const payload = { time: Date.now() };
    sendToNative(name, payload);
    sent(name, payload);
  };

  return (
    <main className="dev-page">
      <h1>Developer test page</h1>
      <section className="dev-section" aria-labelledby="dev-native">
        <h2 id="dev-native">Native actions</h2>
        <div className="dev-actions">
          <label>
            URL <input value={url} onChange={(event) => setUrl(event.target.value)} />
          </label>
          <button
            type="button"
            onClick={() => {
              sendToNative('to', { url });
              sent('to', { url });
            }}
          >
            Open URL
          </button>
          <button
            type="button"
            onClick={() => {
              sendToNative('closeWebview');
              sent('closeWebview');
            }}
          >
            Close webview
          </button>
          <button
            type="button"
            onClick={() => {
              sendToNative('toHome');
              sent('toHome');
            }}
          >
            Go home
          </button>
          <button
            type="button"
            onClick={() => {
              sendToNative('toMine');
              sent('toMine');
            }}
          >
            Mine
          </button>
          <label>
            Product ID <input value={productId} onChange={(event) => setProductId(event.target.value)} />
          </label>
          <button
            type="button"
            onClick={() => {
              sendToNative('toP', { productId });
              sent('toP', { productId });
            }}
          >
            Product detail
          </button>
          <button
            type="button"
            onClick={() => {
              sendToNative('offToLogin');
              sent('offToLogin');
            }}
          >
            Log out
          </button>
          <label>
            Phone number <input type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </label>
          <button
            type="button"
            onClick={() => {
              sendToNative('callTelephone', { phone });
              sent('callTelephone', { phone });
            }}
          >
            Call
          </button>
          <label>
            E-mail address{' '}
            <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <a className="dev-button" href={`mailto:${email}`}>
            E-mail {email}
          </a>
          <button
            type="button"
            onClick={() => {
              sendToNative('toRate');
              sent('toRate');
            }}
          >
            Rate app
          </button>
          <button type="button" onClick={sendTracking}>
            Confirm-apply tracking
          </button>
          <button type="button" onClick={() => sendBankTime('startBank')}>
            Bind-card start
          </button>
          <button type="button" onClick={() => sendBankTime('endBank')}>
            Bind-card end
          </button>
        </div>
        <p className="dev-sent" role="status">
          {lastSent ? `Sent: ${lastSent}` : 'Nothing sent yet. Outside the app, messages go nowhere.'}
        </p>
      </section>
      <ScreenList />
    </main>
  );
};
