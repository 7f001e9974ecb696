// Prints each route's initial JS and CSS in KB gzip, and its JS as sent (brotli), as a phone loads it from the built app: a
// logged-in borrower with an order, so every screen makes the calls it makes in the field.
// Usage: npm run build && npx tsx bench/bundle-size.ts
import { applyForLoan, bindAccount, borrowerPath, loginBorrower } from '../e2e/support/api.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { measureInitialLoad } from '../e2e/support/initial-load.ts';
import { declaredScreens } from '../e2e/support/screens.ts';
import { startServer } from '../e2e/support/server.ts';

const server = await startServer();
const browser = await launchBrowser();
try {
  const borrower = await loginBorrower(server);
  // An application needs a payout account first.
  await bindAccount(server, borrower);
  const orderId = await applyForLoan(server, borrower, '1');
  const screens = [...(await declaredScreens()), { path: '/host', group: 'host' }];
  console.log(
    'route'.padEnd(32),
    'JS KB gz'.padStart(9),
    'JS KB sent'.padStart(11),
    'CSS KB gz'.padStart(10),
  );
  for (const { path, group } of screens) {
    const query = { productId: '1', orderId, id: '1' };
    // The channel app's screens at their real paths under /h5, as the server renders them.
    const url =
      group === 'host'
        ? path
        : group === 'channel'
          ? `/h5${borrowerPath(path, borrower, query)}`
          : borrowerPath(path, borrower, query);
    const load = await measureInitialLoad(browser, server.baseUrl, url, { app: group !== 'host' });
    console.log(
      (group === 'channel' ? `/h5${path}` : path).padEnd(32),
      String(load.jsKb).padStart(9),
      String(load.jsSentKb).padStart(11),
      String(load.cssKb).padStart(10),
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
