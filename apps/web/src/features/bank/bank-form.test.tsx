import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { restoreBankStubs, type SentRequest, stubBankServer } from '../../test/bank/bank-test-kit.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { tappable } from '../../test/tappable.ts';
import { mockFormItems } from './mock.ts';

// The real picker, counted when its module loads: it must come with the first tap, not the screen.
const pickerLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./bank-picker.tsx', async (importOriginal) => {
  pickerLoads.count += 1;
  return importOriginal();
});

const SESSION = 'userId=u1&sessionId=s1';
let sent: SentRequest[];

beforeEach(() => {
  ({ sent } = stubBankServer());
});
afterEach(restoreBankStubs);
// jsdom lacks pointer capture, which antd-mobile's popup calls on every press (its swipe handling).
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
});

const openForm = async () => {
  const view = renderRoute(`/chiaJellyL?${SESSION}&productId=1`);
  await screen.findByRole('tab', { name: 'Mobile money' });
  return view;
};
// The form's field, not the picker it opens (the picker's dialog is named by the same title).
const field = (name: string) =>
  screen.getAllByLabelText(name).find((element) => !element.closest('[role="dialog"]')) as HTMLElement;
const openPicker = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(field(name));
  const popup = await screen.findByRole('dialog', { name });
  // The picker's popup takes no taps while it slides in.
  await waitFor(() => expect(tappable(popup)).toBe(true));
  return popup;
};

describe('/chiaJellyL: the form built from the server items', () => {
  it('shows the note about 9-digit accounts and 10-digit accounts starting with 0', async () => {
    await openForm();
    expect(screen.getByRole('heading', { name: 'Payout account details' })).toBeInTheDocument();
    expect(
      screen.getByText(/only a 9-digit account or a 10-digit account starting with 0/),
    ).toBeInTheDocument();
  });

  it('asks card-init with the product id', async () => {
    await openForm();
    expect(sent[0]?.path).toBe('/service/entry-order/card-init');
    expect(sent[0]?.body).toEqual({ product_id: '1' });
  });

  it('shows the card type as tabs and the mobile-money items first, the subtitle as placeholder', async () => {
    await openForm();
    expect(screen.getByRole('tab', { name: 'Mobile money' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'false');
    expect(field('Mobile money provider')).toHaveTextContent('Choose your provider');
    expect(screen.queryByLabelText('Bank')).not.toBeInTheDocument();
    expect(field('Account holder name')).toHaveAttribute('placeholder', 'Name as registered on the account');
    expect(field('Account number')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Repeat account number')).toBeInTheDocument();
  });

  it('choosing a card type changes which enum items show', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.click(screen.getByRole('tab', { name: 'Bank account' }));
    expect(screen.getByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Bank')).toHaveTextContent('Choose your bank');
    expect(screen.queryByLabelText('Mobile money provider')).not.toBeInTheDocument();
    expect(field('Account number')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Mobile money' }));
    expect(field('Mobile money provider')).toBeInTheDocument();
  });

  it('numeric inputs keep digits only, typed or pasted', async () => {
    const user = userEvent.setup();
    await openForm();
    await user.type(field('Account number'), '07a1-2 3');
    expect(field('Account number')).toHaveValue('07123');
    await user.click(field('Repeat account number'));
    await user.paste('0712 345 678');
    expect(field('Repeat account number')).toHaveValue('0712345678');
    await user.type(field('Account holder name'), "Neema O'Brien 2");
    expect(field('Account holder name')).toHaveValue("Neema O'Brien 2");
  });

  it('Next is hidden while the on-screen keyboard shrinks the viewport by more than 60 px', async () => {
    await openForm();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    const height = window.innerHeight;
    const resize = (to: number) =>
      act(() => {
        Object.defineProperty(window, 'innerHeight', { configurable: true, value: to });
        window.dispatchEvent(new Event('resize'));
      });
    // The form starts watching the viewport in its first effects, which a busy machine runs after the
    // form is on screen: shrunk (from the full height, its baseline) until the form has noticed.
    await waitFor(() => {
      resize(height);
      resize(height - 300);
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    });
    resize(height);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('an existing account is prefilled, on its card type', async () => {
    const prefilled: Record<string, { value: string; type?: string }> = {
      cardType: { value: 'Bank account', type: '2' },
      userName: { value: 'Neema Mushi' },
      cardNo: { value: '0712345678' },
      confirmCardNo: { value: '0712345678' },
    };
    const items = mockFormItems().map((item) => {
      if (item.code === 'bankCode' && item.cardTypeMi === '2')
        return { ...item, value: 'NMB Bank', type: 'TZB002' };
      const value = prefilled[item.code];
      return value ? { ...item, value: value.value, type: value.type ?? '' } : item;
    });
    stubBankServer({
      '/service/entry-order/card-init': () => ({ code: 0, message: 'success', data: { items } }),
    });
    renderRoute(`/chiaJellyL?${SESSION}`);
    expect(await screen.findByRole('tab', { name: 'Bank account' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Bank')).toHaveTextContent('NMB Bank');
    expect(field('Account holder name')).toHaveValue('Neema Mushi');
    expect(field('Account number')).toHaveValue('0712345678');
    expect(field('Repeat account number')).toHaveValue('0712345678');
  });
});

describe('/chiaJellyL: the enum picker', () => {
  it('the picker code is loaded when an enum item is tapped, not with the screen', async () => {
    const user = userEvent.setup();
    await openForm();
    expect(pickerLoads.count).toBe(0);
    await openPicker(user, 'Mobile money provider');
    expect(pickerLoads.count).toBe(1);
  });

  it('Confirm sets the chosen option; Cancel leaves the value as it was', async () => {
    const user = userEvent.setup();
    await openForm();
    let popup = await openPicker(user, 'Mobile money provider');
    const options = within(popup).getByRole('radiogroup');
    const names = within(options)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['M-Pesa', 'Mixx by Yas', 'Airtel Money', 'HaloPesa']);
    // Nothing saved yet: the first option is marked, as a wheel would show it.
    expect(within(popup).getByRole('radio', { name: 'M-Pesa' })).toBeChecked();
    await user.click(within(popup).getByText('Airtel Money'));
    expect(within(popup).getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    await user.click(within(popup).getByRole('button', { name: 'Confirm' }));
    expect(field('Mobile money provider')).toHaveTextContent('Airtel Money');
    await waitFor(() => expect(popup).not.toBeVisible());
    expect(field('Mobile money provider')).toHaveFocus();
    popup = await openPicker(user, 'Mobile money provider');
    expect(within(popup).getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    await user.click(within(popup).getByText('HaloPesa'));
    await user.click(within(popup).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(popup).not.toBeVisible());
    expect(field('Mobile money provider')).toHaveTextContent('Airtel Money');
  });

  it('works by keyboard: the chosen option has focus, arrows move it, Enter confirms, Escape cancels', async () => {
    const user = userEvent.setup();
    await openForm();
    field('Mobile money provider').focus();
    await user.keyboard('{Enter}');
    let popup = await screen.findByRole('dialog', { name: 'Mobile money provider' });
    await waitFor(() => expect(within(popup).getByRole('radio', { name: 'M-Pesa' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(popup).getByRole('radio', { name: 'Mixx by Yas' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(field('Mobile money provider')).toHaveTextContent('Mixx by Yas');
    expect(field('Mobile money provider')).toHaveFocus();
    await user.keyboard('{Enter}');
    popup = await screen.findByRole('dialog', { name: 'Mobile money provider' });
    await waitFor(() => expect(within(popup).getByRole('radio', { name: 'Mixx by Yas' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(popup).not.toBeVisible());
    expect(field('Mobile money provider')).toHaveTextContent('Mixx by Yas');
  });

  it('Confirm and Cancel are buttons the Tab key reaches, and it stays in the picker; no label is in Chinese', async () => {
    const user = userEvent.setup();
    await openForm();
    const popup = await openPicker(user, 'Mobile money provider');
    for (const name of ['Cancel', 'Confirm']) {
      const button = within(popup).getByRole('button', { name });
      expect(button.tagName).toBe('BUTTON');
      expect(button.tabIndex).toBe(0);
    }
    // Tab goes round the dialog: from the chosen option to Cancel, Confirm, and back.
    await waitFor(() => expect(within(popup).getByRole('radio', { name: 'M-Pesa' })).toHaveFocus());
    await user.tab();
    expect(within(popup).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(popup).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(within(popup).getByRole('radio', { name: 'M-Pesa' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(popup).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    const labels = [...document.querySelectorAll('[aria-label]')].map((node) =>
      node.getAttribute('aria-label'),
    );
    expect(labels.filter((label) => /[\u4e00-\u9fff]/.test(label ?? ''))).toEqual([]);
  });

  it('mock mode (?mock=1) fills the form from default data: the four mobile-money providers', async () => {
    vi.unstubAllGlobals(); // no fake server: mock mode answers without fetch
    const user = userEvent.setup();
    renderRoute(`/chiaJellyL?${SESSION}&mock=1`);
    await screen.findByRole('tab', { name: 'Mobile money' });
    const popup = await openPicker(user, 'Mobile money provider');
    const names = within(popup)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(names).toEqual(['M-Pesa', 'Mixx by Yas', 'Airtel Money', 'HaloPesa']);
  });
});
