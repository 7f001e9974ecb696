// A complaint photo on a slow phone: a 4 MB camera photo chosen on /complainPageNext under the harsh
// profile (300 ms round trip, 700 kbps both ways, CPU 6× slower), timed from choosing it to its preview
// and to its upload's end, as the app sends it (shrunk on the phone), beside the same photo sent as it
// is (what the app did before shrinking), through the same upload call.
// Usage: npm run build && npx tsx bench/photo-upload.ts
import { borrowerPath, loginBorrower } from '../e2e/support/api.ts';
import { launchBrowser, newPhoneContext } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const KBPS = 700;
const server = await startServer();
const browser = await launchBrowser();
try {
  const borrower = await loginBorrower(server);
  const context = await newPhoneContext(browser, server.baseUrl);
  const page = await context.newPage();
  // What the page puts in its upload: the size of each file it appends to a form.
  await page.addInitScript(() => {
    const sizes: number[] = [];
    (window as unknown as { appendedSizes: number[] }).appendedSizes = sizes;
    const append = FormData.prototype.append;
    FormData.prototype.append = function (this: FormData, ...args: [string, Blob, string?]) {
      if (args[1] instanceof Blob) sizes.push(args[1].size);
      return append.apply(this, args as [string, Blob, string]);
    } as typeof FormData.prototype.append;
  });
  await page.goto(borrowerPath('/complainPageNext', borrower, { problemType: '2' }));
  await page.getByRole('button', { name: 'Send' }).waitFor();

  // A camera-like photo: 4000 × 3000 of noise, which JPEG cannot squeeze much (as a real scene).
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const pixels = context.createImageData(canvas.width, canvas.height);
    let seed = 7;
    for (let i = 0; i < pixels.data.length; i += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pixels.data[i] = i % 4 === 3 ? 255 : (seed >> 16) & 0xff;
    }
    context.putImageData(pixels, 0, 0);
    const blob = (await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.42))) as Blob;
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  const bytes = Buffer.from(photo);

  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (KBPS * 1000) / 8,
    uploadThroughput: (KBPS * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  const start = Date.now();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: bytes });
  await page.getByRole('img', { name: 'Attachment 1' }).evaluate((img) => (img as HTMLImageElement).decode());
  const preview = Date.now() - start;
  await page.getByRole('progressbar').waitFor({ state: 'detached', timeout: 300_000 });
  const shrunk = Date.now() - start;
  const [sent] = await page.evaluate(() => (window as unknown as { appendedSizes: number[] }).appendedSizes);

  // The same photo as it is, through the same call, with the page's session.
  const raw = await page.evaluate(async (data) => {
    const form = new FormData();
    form.append('problemImage', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'camera.jpg');
    const began = performance.now();
    const response = await fetch(`/tapi/user-problem/upload-problem-img${location.search}`, {
      method: 'POST',
      body: form,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    await response.json();
    return performance.now() - began;
  }, photo);

  const mb = (n: number) => (n / 1_000_000).toFixed(2);
  console.log(`photo ${mb(bytes.length)} MB, harsh profile (300 ms RTT, ${KBPS} kbps, CPU 6×)`);
  console.log(
    `shrunk on the phone: preview ${(preview / 1000).toFixed(1)} s, uploaded ${(shrunk / 1000).toFixed(1)} s, sent ${mb(sent ?? 0)} MB`,
  );
  console.log(`sent as it is: uploaded ${(raw / 1000).toFixed(1)} s, sent ${mb(bytes.length)} MB`);
} finally {
  await browser.close();
  await server.stop();
}
