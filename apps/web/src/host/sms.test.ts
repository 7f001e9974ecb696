import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Sms } from './sms.ts';

const inbox = vi.hoisted(() => ({ polls: [] as Sms[][] }));
vi.mock('./api.ts', () => ({
  // Each poll of the outbox answers the next list, newest first; the last one stays.
  callApi: async () => ({ messages: inbox.polls.length > 1 ? inbox.polls.shift() : inbox.polls[0] }),
}));
const { smsBaseline, waitForCode } = await import('./sms.ts');

const sms = (text: string, code: string | null, sentAt: string): Sms => ({ text, code, sentAt });
const earlier = sms('Your code is 111111', '111111', '2026-11-27T10:00:00.000Z');
const payout = sms('Your loan of 600.000,00 TZS was paid out', null, '2026-11-27T10:05:00.000Z');
const code = sms('Your code is 222222', '222222', '2026-11-27T10:05:01.000Z');

describe("the host phone's SMS banner", () => {
  beforeEach(() => {
    inbox.polls = [];
  });

  test('shows the new login code, not another SMS that landed while it waited for it', async () => {
    inbox.polls = [[earlier], [payout, earlier], [code, payout, earlier]];
    const baseline = await smsBaseline('0712000000', {});
    const shown = await waitForCode('0712000000', {}, baseline, new AbortController().signal, 5_000);
    expect(shown).toEqual(code);
  });

  test('never shows the code it saw before the new one was asked for', async () => {
    inbox.polls = [[earlier]];
    const baseline = await smsBaseline('0712000000', {});
    expect(await waitForCode('0712000000', {}, baseline, new AbortController().signal, 600)).toBeNull();
  });
});
