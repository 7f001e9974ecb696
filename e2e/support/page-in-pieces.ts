import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Serves `server`'s pages as a slow link delivers them: each page's HTML in two pieces, cut halfway
 * through its screen's markup, `pause` ms apart; everything else as the server answers it.
 */
export const pagesInPieces = async (serverUrl: string, pause: number) => {
  const proxy = createServer(async (request, response) => {
    const answer = await fetch(`${serverUrl}${request.url}`, { headers: { 'accept-language': 'en' } });
    const type = answer.headers.get('content-type') ?? '';
    response.writeHead(answer.status, { 'content-type': type });
    if (!type.startsWith('text/html')) return response.end(Buffer.from(await answer.arrayBuffer()));
    const html = await answer.text();
    const start = html.indexOf('<div id="root">');
    const cut = start + Math.floor((html.indexOf('<script type="application/json"', start) - start) / 2);
    response.write(html.slice(0, cut));
    setTimeout(() => response.end(html.slice(cut)), pause);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => proxy.close(() => resolve())),
  };
};
