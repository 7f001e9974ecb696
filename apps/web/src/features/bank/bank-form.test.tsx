import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFormItems } from '../../mocks/bank.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { restoreBankStubs, type SentRequest, stubBankServer } from './bank-test-kit.ts';

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
// jsdom lacks pointer capture, which the picker popup's drag handling calls on every press.
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
const field = (name: string) => screen.getByLabelText(name);
// The picker's popup takes no taps while it slides in.
const tappable = (element: HTMLElement) => {
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).pointerEvents === 'none') return false;
  return true;
};
const openPicker = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(field(name));
  const confirm = await screen.findByText('Confirm');
  await waitFor(() => expect(tappable(confirm)).toBe(true));
  return confirm.closest('.adm-picker') as HTMLElement;
};
// The picker's wheel hands what it shows on to the picker in a zero-delay timer (a debounce), on opening
// and on a tap: a zero-delay timer set after that one runs after it, whatever the machine's speed, and
// act lets React render what it changed.
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
// Taps an option of the picker wheel and waits until the picker has taken it. A plain click: jsdom has
// no layout, so the wheel's drag handling would read a pointer press as a scroll to nowhere.
const choose = async (popup: HTMLElement, name: string) => {
  const option = within(popup).getByText(name).closest('.adm-picker-view-column-item') as HTMLElement;
  await settle();
  fireEvent.click(option);
  await waitFor(() => expect(option).toHaveAttribute('data-selected', 'true'));
  await settle();
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
    expect(within(popup).getByText('Mobile money provider')).toBeInTheDocument();
    for (const name of ['M-Pesa', 'Mixx by Yas', 'Airtel Money', 'HaloPesa'])
      expect(within(popup).getByText(name)).toBeInTheDocument();
    await choose(popup, 'Airtel Money');
    await user.click(within(popup).getByText('Confirm'));
    await waitFor(() => expect(field('Mobile money provider')).toHaveTextContent('Airtel Money'));
    await waitFor(() => expect(popup).not.toBeVisible());
    popup = await openPicker(user, 'Mobile money provider');
    await choose(popup, 'HaloPesa');
    await user.click(within(popup).getByText('Cancel'));
    await waitFor(() => expect(popup).not.toBeVisible());
    expect(field('Mobile money provider')).toHaveTextContent('Airtel Money');
  });

  it('mock mode (?mock=1) fills the form from default data: the four mobile-money providers', async () => {
    vi.unstubAllGlobals(); // no fake server: mock mode answers without fetch
    const user = userEvent.setup();
    renderRoute(`/chiaJellyL?${SESSION}&mock=1`);
    await screen.findByRole('tab', { name: 'Mobile money' });
    const popup = await openPicker(user, 'Mobile money provider');
    const names = [...popup.querySelectorAll('.adm-picker-view-column-item')].map((item) => item.textContent);
    expect(names).toEqual(['M-Pesa', 'Mixx by Yas', 'Airtel Money', 'HaloPesa']);
  });
});
