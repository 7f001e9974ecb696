import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { MOBILE_MONEY_WALLETS } from '@tz-loan/contract/repayment/mobile-money';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages as english } from '../locales/en.po';
import { messages as pseudo } from '../locales/pseudo.po';
import { setMockMode } from '../shared/http/mock-mode.ts';
import { renderChannelRoute } from '../test/render-channel.tsx';
import { renderRoute } from '../test/render-route.tsx';
import { MOCK_HANDLERS } from './mock-api.ts';
import { SCREENS } from './screens.ts';

// Every screen rendered in the pseudo-locale, where each catalog message comes out accented
// ('Ŕēƥàŷ ńōŵ'): a word still in plain letters on the screen was written into the code, not taken from
// the catalogs, and would stay English for a Kiswahili reader (PRODUCT.md §16). What the server sends
// (product names, amounts, rows) is data, not the app's text: every string of the mock data is allowed.

// The developer pages are a tool for the lender's developers (off in production), like the native
// host: they stay in English. Every borrower screen is held to the catalogs.
const BORROWER_SCREENS = SCREENS.filter((declared) => declared.group !== 'dev');

const QUERY = 'mock=1&userId=1&sessionId=s&orderId=1&productId=1&tradeNo=T1&amount=15632466';

// Every answer the mock server gave the screen: its strings are data, not the app's texts. Recorded by
// wrapping the handlers themselves: a screen that makes two calls at once imports the mock module twice
// at once, and a module mock is not always the copy such an import gets.
const answered: unknown[] = [];
beforeAll(() => {
  for (const [call, handler] of Object.entries(MOCK_HANDLERS)) {
    MOCK_HANDLERS[call] = async (params) => {
      const answer = await handler(params);
      answered.push(answer);
      return answer;
    };
  }
});

const dataStrings = (): string[] => {
  const strings = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      strings.add(value);
      // A date in a server's sentence is set apart on the screen (KeepDates): each piece around it is
      // its own text there, and still data.
      for (const piece of value.split(/\d{4}-\d{2}-\d{2}/)) if (piece.trim()) strings.add(piece.trim());
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(answered);
  // Longest first, so that a value containing another is taken out whole.
  return [...strings].sort((a, b) => b.length - a.length);
};

/** A run of two or more plain Latin letters: text the pseudo-locale did not touch. */
const PLAIN_WORD = /[A-Za-z]{2,}/g;
// Names that stay as they are in every language.
const PROPER = new Set(['TZS', 'SMS', 'QR', 'UTR', 'ID', 'OK']);
// The wallets' brand names, from the contract's list, read the same in every language.
const BRANDS = MOBILE_MONEY_WALLETS.map((wallet) => wallet.name);

const untranslated = (text: string, data: string[]): string[] => {
  let rest = text;
  for (const value of [...data, ...BRANDS]) if (value.length > 1) rest = rest.split(value).join(' ');
  return (rest.match(PLAIN_WORD) ?? []).filter((word) => !PROPER.has(word));
};

const visibleTexts = (): string[] => {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  }
  for (const element of document.querySelectorAll('[placeholder], [aria-label], [title]')) {
    for (const name of ['placeholder', 'aria-label', 'title']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  if (document.title) texts.push(document.title);
  return texts;
};

describe('every text on every screen comes from the catalogs (pseudo-locale)', () => {
  beforeAll(() => {
    i18n.loadAndActivate({ locale: 'pseudo', messages: pseudo });
  });
  beforeEach(() => {
    answered.length = 0;
  });
  afterAll(() => {
    i18n.loadAndActivate({ locale: 'en', messages: english });
    setMockMode(false);
  });

  it.each(BORROWER_SCREENS.map((declared) => [declared.path, declared.name, declared.group]))(
    '%s (%s)',
    async (path, _name, group) => {
      setMockMode(true);
      // The channel app's screens in the channel app, where they are served.
      if (group === 'channel') renderChannelRoute(`${path}?${QUERY}`);
      else renderRoute(`${path}?${QUERY}`);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 5000 });
      await screen.findAllByText(/./);
      const found = visibleTexts().flatMap((text) =>
        untranslated(text, dataStrings()).map((word) => `${word} (in "${text}")`),
      );
      expect(found).toEqual([]);
    },
  );
});
