import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { LOAN_PATHS } from '@tz-loan/contract/loan/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages as english } from '../../../locales/en.po';
import { messages as swahili } from '../../../locales/sw.po';
import { SESSION, setUpConfirm, tearDownConfirm } from '../../../test/loan/confirm-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// The 'Payout account' box on a 360 px phone: the title on one line and the account (provider and
// masked number) on another, whatever the provider's name and the language. jsdom lays nothing out, so
// this holds the box to the rules that make two lines: two stacked lines, the account line never wraps, the provider
// name cut short before the masked number is. (The tests load no CSS: the screen's is read here.)
const css = readFileSync(resolve(import.meta.dirname, 'confirm.css'), 'utf8');

let kit: ReturnType<typeof setUpConfirm>;
let sheet: HTMLStyleElement;

beforeEach(() => {
  kit = setUpConfirm();
  sheet = document.createElement('style');
  sheet.textContent = css;
  document.head.append(sheet);
  kit.tweak(`POST ${LOAN_PATHS.confirm.path}`, (envelope) => ({
    ...envelope,
    data: {
      ...(envelope.data as object),
      popAgreementUrl: '',
      bankCardInfo: { bankName: 'Airtel Money', cardNo: '****5678' },
    },
  }));
});
afterEach(() => {
  sheet.remove();
  tearDownConfirm();
  i18n.loadAndActivate({ locale: 'en', messages: english });
});

const expectTwoLines = async (title: string) => {
  renderRoute(`/waffleLemo?${SESSION}&productId=1`);
  const box = await screen.findByRole('link', { name: new RegExp(title) });
  expect(getComputedStyle(box).flexDirection).toBe('column');
  const lines = Array.from(box.children);
  expect(lines.map((line) => line.textContent)).toEqual([title, 'Airtel Money ****5678']);
  // The title may wrap with the phone's larger text (it is never cut); the account line never wraps.
  const [titleLine, accountLine] = lines.map((line) => getComputedStyle(line));
  expect(titleLine?.whiteSpace).toBe('normal');
  expect(accountLine?.whiteSpace).toBe('nowrap');
  expect(accountLine?.overflow).toBe('hidden');
  const name = getComputedStyle(screen.getByText('Airtel Money'));
  expect([name.overflow, name.textOverflow, name.minWidth]).toEqual(['hidden', 'ellipsis', '0px']);
  expect(getComputedStyle(screen.getByText('****5678')).flexShrink).toBe('0');
};

describe("/waffleLemo: the 'Payout account' box at 360 px", () => {
  it('title and a long provider name fit on two lines in English', async () => {
    await expectTwoLines('Payout account');
  });

  it('and in Kiswahili', async () => {
    i18n.loadAndActivate({ locale: 'sw', messages: swahili });
    await expectTwoLines('Akaunti ya kupokea mkopo');
  });
});
