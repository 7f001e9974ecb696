import { logout } from '@tz-loan/contract/auth/calls';
import { homeIndex, type OrderSummary, orderList } from '@tz-loan/contract/loan/home';
import { OPEN_STATUSES } from '@tz-loan/contract/loan/order-status';
import { type FrameBridgeMessage, NATIVE_BACK_GLOBAL } from '@tz-loan/contract/platform/bridge';
import { INFO_TOAST_MS } from '@tz-loan/contract/platform/constants';
import type { Language } from '@tz-loan/contract/platform/language';
import { SCREEN } from '@tz-loan/contract/screens';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, callApi } from './api.ts';
import { BridgeLog, type LogEntry } from './BridgeLog.tsx';
import { bridgeAction, describeAction, type HostAction, payloadJson } from './bridge.ts';
import { clockTime } from './format.ts';
import { HomeScreen, type Tab } from './HomeScreen.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { NativeControls } from './NativeControls.tsx';
import { commonParams, webviewUrl, withLanguage } from './native-app.ts';
import type { ProductsState } from './ProductList.tsx';
import { StatusBar } from './StatusBar.tsx';
import {
  type ClientType,
  getDeviceId,
  loadClientType,
  loadLanguage,
  loadSession,
  type Session,
  saveClientType,
  saveLanguage,
  saveSession,
} from './session.ts';
import { NativeSheet, type SheetState } from './sheets.tsx';
import { HostLanguage, sayIn, T } from './texts.ts';
import { UssdPhone } from './UssdPhone.tsx';
import { useBridge } from './use-bridge.ts';
import { gatewayPhone } from './ussd.ts';
import { WalletPromptOverlay } from './WalletPromptOverlay.tsx';
import { type Frame, Webview } from './Webview.tsx';
import { useWalletPrompt } from './wallet-prompts.ts';

/** The pretend native app: login, home, orders, the webview and its bridge, and the log beside it. */
/** Where the webview is now: its own address (same origin), or the one it was opened at. */
const currentFrameUrl = (iframe: HTMLIFrameElement | null, opened: string) => {
  try {
    const location = iframe?.contentWindow?.location;
    return location && location.origin === window.location.origin ? location.href : opened;
  } catch {
    return opened;
  }
};

export const HostApp = () => {
  const deviceId = useMemo(getDeviceId, []);
  const [session, setSession] = useState<Session | null>(loadSession);
  const [clientType, setClientType] = useState<ClientType>(loadClientType);
  const [language, setLanguage] = useState<Language>(loadLanguage);
  const [tab, setTab] = useState<Tab>('home');
  const [frame, setFrame] = useState<Frame | null>(null);
  const [sheet, setSheet] = useState<SheetState | null>(null);
  const [toast, setToast] = useState<{ text: string; id: number } | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [products, setProducts] = useState<ProductsState>({ status: 'loading' });
  const [productsAttempt, setProductsAttempt] = useState(0);
  const [ordersRefreshKey, setOrdersRefreshKey] = useState(0);
  const [openLoan, setOpenLoan] = useState<OrderSummary | null>(null);
  const [openLoanCheck, setOpenLoanCheck] = useState(0);
  const [loginNotice, setLoginNotice] = useState<string | null>(null);
  const [ussdOpen, setUssdOpen] = useState(false);
  // Before a login the dialler calls from the number typed on the login screen.
  const [typedPhone, setTypedPhone] = useState('');
  const frameRef = useRef<HTMLIFrameElement>(null);
  const counter = useRef(0);
  const say = useCallback(
    (text: Parameters<typeof sayIn>[1], values?: Record<string, string | number>) =>
      sayIn(language, text, values),
    [language],
  );
  const sessionEnded = say(T.sessionEnded);

  const params = useMemo(
    () => commonParams(session, clientType, deviceId, language),
    [session, clientType, deviceId, language],
  );

  const addLog = useCallback((entry: Omit<LogEntry, 'id' | 'time'>) => {
    counter.current += 1;
    const id = counter.current;
    setLog((entries) => [...entries.slice(-199), { ...entry, id, time: clockTime() }]);
  }, []);

  const showToast = useCallback((text: string) => {
    counter.current += 1;
    setToast({ text, id: counter.current });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), INFO_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const endSession = useCallback((notice: string | null) => {
    saveSession(null);
    setSession(null);
    setFrame(null);
    setSheet(null);
    setTab('home');
    setLoginNotice(notice);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per login (and on retry), not per param change
  useEffect(() => {
    if (!session) return;
    let live = true;
    setProducts({ status: 'loading' });
    callApi(homeIndex, {}, params).then(
      (data) => live && setProducts({ status: 'ready', products: data.products }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.isNotLoggedIn) endSession(sessionEnded);
        else
          setProducts({
            status: 'error',
            message: error instanceof Error ? error.message : say(T.couldNotLoad),
          });
      },
    );
    return () => {
      live = false;
    };
  }, [session?.sessionId, productsAttempt]);

  // The native app knows the borrower's orders: while one is unfinished it offers that loan, not an
  // application the server would refuse. Checked at login, whenever the webview closes, and when a
  // product is opened; if it is out of date, the confirmation screen itself leads to the open loan.
  // biome-ignore lint/correctness/useExhaustiveDependencies: per login and per check, not per param change
  useEffect(() => {
    if (!session) {
      setOpenLoan(null);
      return;
    }
    let live = true;
    callApi(orderList, {}, params).then(
      ({ orders }) => live && setOpenLoan(orders.find((o) => OPEN_STATUSES.includes(o.orderStatus)) ?? null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [session?.sessionId, ordersRefreshKey, openLoanCheck]);

  const openWebview = (path: string, screenParams: Record<string, string> = {}) => {
    counter.current += 1;
    setSheet(null);
    setFrame({ url: webviewUrl(path, params, screenParams), key: counter.current });
  };

  const openOrder = (order: OrderSummary) =>
    openWebview(SCREEN.loanDetails, { orderId: order.orderId, productId: order.productId });

  const closeWebview = () => {
    setFrame(null);
    setOrdersRefreshKey((n) => n + 1);
  };

  const apply = (action: HostAction) => {
    switch (action.type) {
      case 'closeWebview':
        return closeWebview();
      case 'openInWebview':
        return openWebview(action.path);
      case 'openExternal':
        return setSheet({ type: 'external', url: action.url });
      case 'home':
        closeWebview();
        return setTab('home');
      case 'mine':
        closeWebview();
        return setTab('orders');
      case 'product':
        setOpenLoanCheck((n) => n + 1);
        return setSheet({ type: 'product', productId: action.productId });
      case 'login':
        return endSession(say(T.appAskedLogin));
      case 'call':
        return setSheet({ type: 'call', number: action.number });
      case 'rate':
        return setSheet({ type: 'rate' });
      case 'notice':
        return showToast(say(action.text, action.values));
    }
  };

  useBridge(
    frameRef,
    (message: FrameBridgeMessage) => {
      const action = bridgeAction(message, window.location.origin);
      addLog({
        kind: 'web',
        name: message.bridge,
        payload: payloadJson(message.payload),
        answer: describeAction(action),
      });
      apply(action);
    },
    (message, reason) =>
      addLog({
        kind: 'ignored',
        name: message.bridge,
        payload: payloadJson(message.payload),
        answer: `ignored: ${reason}`,
      }),
  );

  // The borrower pays from their phone inside the webview: the wallet's PIN prompt shows over it.
  const wallet = useWalletPrompt(frame !== null, params);

  const nativeBack = () => {
    const target = frame
      ? (frameRef.current?.contentWindow as (Window & Record<string, unknown>) | null)
      : null;
    const entry = { kind: 'native' as const, name: NATIVE_BACK_GLOBAL, payload: '' };
    if (!target) {
      addLog({ ...entry, answer: 'no webview open: nothing to do' });
      return;
    }
    try {
      const handler = target[NATIVE_BACK_GLOBAL];
      if (typeof handler === 'function') {
        const handled: unknown = handler.call(target);
        if (handled === false) {
          // No screen listens: the native default is to leave the webview.
          addLog({ ...entry, answer: 'no screen handled it: closed the webview' });
          closeWebview();
        } else {
          addLog({ ...entry, answer: 'handled by the web app' });
        }
      } else {
        addLog({ ...entry, answer: `the page defines no window.${NATIVE_BACK_GLOBAL}: nothing to do` });
      }
    } catch (error) {
      addLog({ ...entry, answer: `failed: ${error instanceof Error ? error.message : String(error)}` });
    }
  };

  const logOut = () => {
    callApi(logout, {}, params).catch(() => undefined);
    endSession(null);
  };

  const changeClientType = (next: ClientType) => {
    saveClientType(next);
    setClientType(next);
  };

  // A phone's language changes under an open app: the screen it shows now (the borrower may have moved
  // on from the one opened) is shown again in the new language.
  const changeLanguage = (next: Language) => {
    saveLanguage(next);
    setLanguage(next);
    if (!frame) return;
    counter.current += 1;
    setFrame({ url: withLanguage(currentFrameUrl(frameRef.current, frame.url), next), key: counter.current });
  };

  return (
    <HostLanguage value={language}>
      <div className={`host host--${clientType}`} lang={language}>
        <div className="phone" data-testid="phone">
          <div className="phone__screen">
            <StatusBar />
            <div className="phone__app">
              {session ? (
                <HomeScreen
                  session={session}
                  params={params}
                  deviceId={deviceId}
                  tab={tab}
                  products={products}
                  ordersRefreshKey={ordersRefreshKey}
                  openLoan={openLoan}
                  onTab={setTab}
                  onApply={(product) => openWebview(SCREEN.loanConfirm, { productId: product.productId })}
                  onOpenOrder={openOrder}
                  onDeveloperPages={() => openWebview(SCREEN.developerPages)}
                  onOpenScreen={(path) => openWebview(path)}
                  onReloadProducts={() => setProductsAttempt((n) => n + 1)}
                  onLogout={logOut}
                  onSessionEnded={() => endSession(sessionEnded)}
                />
              ) : (
                <LoginScreen
                  params={params}
                  deviceId={deviceId}
                  notice={loginNotice}
                  onPhoneTyped={setTypedPhone}
                  onOpenScreen={(path) => openWebview(path)}
                  onLoggedIn={(next) => {
                    saveSession(next);
                    setSession(next);
                    setTab('home');
                    setLoginNotice(null);
                  }}
                />
              )}
              {frame && <Webview frame={frame} frameRef={frameRef} onClose={closeWebview} />}
              {frame && wallet.prompt && (
                <WalletPromptOverlay
                  key={wallet.prompt.reference}
                  prompt={wallet.prompt}
                  onAnswer={(reference, choice) =>
                    wallet
                      .answer(reference, choice)
                      .catch((error: unknown) =>
                        showToast(error instanceof Error ? error.message : say(T.somethingWrong)),
                      )
                  }
                />
              )}
              {sheet && (
                <NativeSheet
                  sheet={sheet}
                  products={products.status === 'ready' ? products.products : []}
                  openLoan={openLoan}
                  onClose={() => setSheet(null)}
                  onApply={(productId) => openWebview(SCREEN.loanConfirm, { productId })}
                  onOpenLoan={openOrder}
                  onRated={(stars) => {
                    setSheet(null);
                    showToast(say(stars > 1 ? T.thanksRatingMany : T.thanksRating, { count: stars }));
                  }}
                />
              )}
              {ussdOpen && (
                <UssdPhone
                  phone={gatewayPhone(session?.mobilePhone ?? typedPhone)}
                  onClose={() => setUssdOpen(false)}
                />
              )}
              {toast && (
                <div key={toast.id} className="toast" role="status">
                  {toast.text}
                </div>
              )}
            </div>
          </div>
        </div>

        <aside className="panel" aria-label={say(T.nativeControls)}>
          <NativeControls
            clientType={clientType}
            webviewOpen={frame !== null}
            onClientType={changeClientType}
            language={language}
            onLanguage={changeLanguage}
            onNativeBack={nativeBack}
            onUssd={() => setUssdOpen(true)}
          />
          <BridgeLog entries={log} onClear={() => setLog([])} />
        </aside>
      </div>
    </HostLanguage>
  );
};
