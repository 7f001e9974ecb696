import { USSD_SCREEN_MAX } from '@tz-loan/contract/ussd/paths';
import { describe, expect, it } from 'vitest';
import { type Message, say } from '../../shared/i18n.ts';
import * as texts from './texts.ts';

// Every screen of the menu fits USSD_SCREEN_MAX in both languages with the longest values it can name
// (docs/ussd.md): amounts up to the largest loan's, product names and references as cut by screen.ts.

const LONGEST = {
  amount: '999.999.999,00 TZS',
  owed: '999.999.999,00 TZS',
  next: '999.999.999,00 TZS',
  balance: '999.999.999,00 TZS',
  min: '999.999.999,00 TZS',
  max: '999.999.999,00 TZS',
  product: 'x'.repeat(24),
  reference: 'x'.repeat(28),
  status: 'Marejesho yanaendelea',
  due: '2026-12-31',
  date: '2026-12-31 23:59:59',
  phone: '0712 345 678',
  wallet: 'Airtel Money',
  code: '1234567890123',
  number: '888999',
  receiptNo: 'R00000001',
  tries: 5,
  left: 4,
};

const messages = Object.entries(texts).flatMap(([group, set]) =>
  Object.entries(set as Record<string, Message>).map(([name, message]) => ({
    name: `${group}.${name}`,
    message,
  })),
);

describe('the USSD texts', () => {
  it.each(['sw', 'en'] as const)('fit a screen in %s with the longest values', (language) => {
    expect(messages.length).toBeGreaterThan(30);
    for (const { name, message } of messages) {
      const screen = say(message, language, LONGEST);
      expect(screen, name).not.toMatch(/\{\w+\}/);
      expect(screen.length, `${name}: ${screen}`).toBeLessThanOrEqual(USSD_SCREEN_MAX);
    }
  });
});
