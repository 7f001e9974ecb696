import { describe, expect } from 'vitest';
import { e2e as it } from './support/fixture.ts';
import { declaredScreens, prepareScreenData, type ScreenData, screenUrl } from './support/screens.ts';

let data: ScreenData;
it.beforeAll(async ({ server }) => {
  data = await prepareScreenData(server);
});
describe('probe', () => {
  for (const path of ['/wucheng', '/', '/squidChive', '/register']) {
    it(path, async ({ phone, browser }) => {
      const screen = (await declaredScreens()).find((d) => d.path === path)!;
      const page = phone.page;
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, {
        categories: ['toplevel', 'blink.user_timing'],
      });
      await page.addInitScript(() => {
        const check = () => {
          const all = Array.from(document.querySelectorAll('#root *'));
          const h = all.filter((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
          if (all.length && h.length >= all.length - 2) {
            performance.mark('probe:all');
          } else setTimeout(check, 10);
        };
        addEventListener('DOMContentLoaded', check);
      });
      await page.goto(screenUrl(screen, 'en', data, path === '/waffleLemo' ? 'firstTimer' : undefined));
      await page.waitForFunction(() => performance.getEntriesByName('probe:all').length > 0);
      await page.waitForTimeout(300);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as any[];
      const m = (n: string) => events.find((e) => e.name === n);
      const s = m('app:hydration-start'),
        e1 = m('app:hydrated'),
        e2 = m('probe:all');
      const tasks = events.filter(
        (e) =>
          e.pid === s.pid &&
          e.tid === s.tid &&
          e.ph === 'X' &&
          e.name === 'ThreadControllerImpl::RunTask' &&
          e.ts + e.dur >= s.ts - 50000 &&
          e.ts <= e2.ts + 300000 &&
          (e.tdur ?? 0) > 2000,
      );
      console.log(
        path,
        'root',
        Math.round((e1.ts - s.ts) / 1000),
        'all',
        Math.round((e2.ts - s.ts) / 1000),
        tasks.map((t) => `${Math.round((t.ts - s.ts) / 1000)}:${Math.round(t.tdur / 1000)}`).join(' '),
      );
      const big = tasks.filter((t) => t.tdur > 40000);
      for (const b of big) {
        const inside = events.filter(
          (e) =>
            e.pid === s.pid &&
            e.tid === s.tid &&
            e.ph === 'X' &&
            e.ts >= b.ts &&
            e.ts + (e.dur ?? 0) <= b.ts + b.dur &&
            e !== b &&
            (e.dur ?? 0) > 300,
        );
        const sums: Record<string, number> = {};
        for (const e of inside) sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
        console.log(JSON.stringify(Object.entries(sums).map(([k, v]) => [k, Math.round(v)])));
        console.log(
          '  task',
          Math.round(b.tdur / 1000),
          inside
            .map(
              (e) =>
                `${e.name}${e.args?.data?.url ? '(' + String(e.args.data.url).split('/').pop() + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''}=${Math.round(e.dur / 1000)}`,
            )
            .join(' | '),
        );
      }
      expect(1).toBe(1);
    });
  }
});
