import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { controlClock } from '../../test/controlled-clock.ts';
import { CALL, field, LANDING, renderPromotion } from '../../test/promotion/promotion-test-kit.tsx';
import { queryOf, watchMockCalls } from '../../test/watched-mocks.ts';
import { MOCK_CAPTCHA_TEXT, MOCK_REGISTERED_PHONE, MOCK_SMS_CODE, promotionTemplateMock } from './mock.ts';

const kit = watchMockCalls();
const ATTRIBUTION = { user_from: 'fb', app_from: 'ad1', utm_tag: 'spring' };

const landing = async (url = LANDING) => {
  const view = renderPromotion(url);
  await screen.findByRole('button', { name: 'Register now' });
  await waitFor(() => expect(field.picture()).toBeInTheDocument());
  return view;
};
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const fill = (phone: string, captcha = MOCK_CAPTCHA_TEXT, code = MOCK_SMS_CODE) => {
  type(field.phone(), phone);
  type(field.captcha(), captcha);
  type(field.code(), code);
};
const tap = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));
const toastSaid = (text: string) => waitFor(() => expect(kit.toasts()).toContain(text));

describe('#/register: the promotion landing', () => {
  it("shows the template's title, banner, benefits and button, and counts one visit with the attribution", async () => {
    await landing(`${LANDING}&clientType=ios`);
    expect(screen.getByRole('heading', { name: 'Borrow up to 600.000,00 TZS' })).toBeInTheDocument();
    const banner = document.querySelector('.pr-banner');
    expect(banner).toHaveAttribute('src', '/promotion/banner-1.svg');
    // Sized before it loads: nothing below it jumps.
    expect(banner).toHaveAttribute('width', '750');
    expect(banner).toHaveAttribute('height', '360');
    expect(screen.getByText('Repay within 91 days')).toBeInTheDocument();
    expect(kit.call(CALL.trackVisit)).toHaveBeenCalledTimes(1);
    expect(kit.call(CALL.trackVisit)).toHaveBeenCalledWith({
      page_id: '1',
      client_type: 'ios',
      page_type: '1',
      phone: '',
      ...ATTRIBUTION,
    });
    expect(kit.call(CALL.trackClick)).not.toHaveBeenCalled();
  });

  it('shows a banner the server gave as a picture inside its answer, never one from another site', async () => {
    const lenderSet = promotionTemplateMock.banner;
    try {
      promotionTemplateMock.banner = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';
      const inline = await landing();
      expect(document.querySelector('.pr-banner')).toHaveAttribute('src', promotionTemplateMock.banner);
      inline.unmount();
      for (const banner of [
        'https://evil.example/b.svg',
        'data:text/html,%3Cscript%3E',
        'javascript:alert(1)',
      ]) {
        promotionTemplateMock.banner = banner;
        const refused = await landing();
        expect(screen.getByRole('heading', { name: 'Borrow up to 600.000,00 TZS' })).toBeInTheDocument();
        expect(document.querySelector('.pr-banner')).toBeNull();
        refused.unmount();
      }
    } finally {
      promotionTemplateMock.banner = lenderSet;
    }
  });

  it("names the lender by its registered name, writes amounts as the app does, and promises no money 'in minutes'", async () => {
    await landing();
    expect(await screen.findByText('Lender: Sandbox Lender Ltd (demo)')).toBeInTheDocument();
    const page = document.querySelector('main')?.textContent ?? '';
    expect(page).toContain('600.000,00 TZS');
    for (const amount of page.match(/[\d.,]+ TZS/g) ?? [])
      expect(amount).toMatch(/^\d{1,3}(\.\d{3})*,\d{2} TZS$/);
    expect(page).not.toMatch(/money in minutes|TZS in minutes/);
    expect(page).toContain('we review every application');
  });

  it("takes the platform from the browser's user agent when the address does not say", async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36',
    );
    await landing();
    expect(kit.call(CALL.trackVisit).mock.calls[0]?.[0]).toMatchObject({ client_type: 'android' });
  });

  it('Register counts a click with what was typed, whatever the checks then say', async () => {
    await landing();
    type(field.phone(), '0712 345 678');
    await tap('Register now');
    expect(kit.call(CALL.trackClick)).toHaveBeenCalledWith({
      page_id: '1',
      client_type: '',
      page_type: '1',
      phone: '0712 345 678',
      ...ATTRIBUTION,
    });
    await toastSaid('Enter the characters shown in the picture');
    expect(kit.call(CALL.register)).not.toHaveBeenCalled();
  });

  it.each(['13812345678', '0812345678', '071234567', '25571234567'])(
    'refuses %s as a Tanzanian mobile before any call',
    async (phone) => {
      await landing();
      fill(phone);
      await tap('Register now');
      await toastSaid('Enter a valid mobile number');
      await tap('Get code');
      expect(kit.toasts().filter((text) => text === 'Enter a valid mobile number')).toHaveLength(2);
      expect(kit.call(CALL.register)).not.toHaveBeenCalled();
      expect(kit.call(CALL.getSms)).not.toHaveBeenCalled();
    },
  );

  it.each(['0712 345 678', '712345678', '255712345678', '+255 712 345 678', '0612345678'])(
    'takes %s and sends it as the server keeps it',
    async (phone) => {
      await landing();
      fill(phone);
      await tap('Register now');
      await waitFor(() => expect(kit.call(CALL.register)).toHaveBeenCalledTimes(1));
      expect(kit.call(CALL.register).mock.calls[0]?.[0]).toMatchObject({
        phone: phone.startsWith('06') ? '255612345678' : '255712345678',
      });
    },
  );

  it('lets the phone field hold the longest way of typing a number, and no more', async () => {
    await landing();
    expect(field.phone()).toHaveAttribute('maxLength', '16');
    expect(field.captcha()).toHaveAttribute('maxLength', '4');
    expect(field.code()).toHaveAttribute('maxLength', '6');
  });

  it('asks for the characters and the 6-digit code before registering', async () => {
    await landing();
    fill('0712345678', '', '');
    await tap('Register now');
    await toastSaid('Enter the characters shown in the picture');
    type(field.captcha(), 'k7qa');
    await tap('Register now');
    await toastSaid('Enter the 6-digit code we sent by SMS');
    type(field.code(), '12345');
    await tap('Register now');
    expect(kit.toasts().filter((text) => text === 'Enter the 6-digit code we sent by SMS')).toHaveLength(2);
    expect(kit.call(CALL.register)).not.toHaveBeenCalled();
  });

  it('a new picture needs the phone first; with it, a new sid and picture', async () => {
    await landing();
    const first = field.picture().getAttribute('src');
    await userEvent.click(field.picture());
    await toastSaid('Enter a valid mobile number');
    expect(kit.call(CALL.getSid)).toHaveBeenCalledTimes(1);
    type(field.phone(), '0712345678');
    await userEvent.click(field.picture());
    await waitFor(() => expect(kit.call(CALL.getSid)).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(field.picture().getAttribute('src')).not.toBe(first));
  });

  it('comes with its sid, asking for none on load; without one (get-sid failed), asks once the page is shown', async () => {
    const first = await landing();
    // The sid came with the landing's data: the form asked for no other.
    expect(kit.call(CALL.getSid)).toHaveBeenCalledTimes(1);
    first.unmount();
    kit.call(CALL.getSid).mockReset();
    kit.call(CALL.getSid).mockImplementationOnce(() => ({ code: 500, message: 'Busy' }));
    kit
      .call(CALL.getSid)
      .mockImplementation(() => ({ code: 0, message: 'ok', data: { sid: 's-2', expiresInSeconds: 300 } }));
    await landing(`${LANDING}&again=1`);
    await waitFor(() => expect(field.picture().getAttribute('src')).toContain('#s-2'));
    expect(kit.call(CALL.getSid)).toHaveBeenCalledTimes(2);
  });

  it('Get code sends the phone, the characters, the sid and the template, then counts 60 s down', async () => {
    await landing();
    const sid = field.picture().getAttribute('src')?.split('#')[1];
    type(field.phone(), '0712345678');
    type(field.captcha(), 'k7qa');
    await tap('Get code');
    await toastSaid('The code was sent by SMS');
    expect(kit.call(CALL.getSms)).toHaveBeenCalledWith({
      phone: '255712345678',
      capcode: 'k7qa',
      sid,
      deviceId: '',
      appName: '',
      id: 1,
      ...ATTRIBUTION,
    });
    expect(await screen.findByRole('button', { name: 'Resend in 60 s' })).toBeInTheDocument();
  });

  it('the countdown is read from its deadline: a tap during it is refused, a clock past it frees the button', async () => {
    await landing();
    // From here the clock moves only when the test moves it, however long the machine takes per step.
    const clock = controlClock(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date']);
    type(field.phone(), '0712345678');
    type(field.captcha(), MOCK_CAPTCHA_TEXT);
    await clock.user.click(screen.getByRole('button', { name: 'Get code' }));
    await clock.until(() => screen.getByRole('button', { name: 'Resend in 60 s' }));
    await clock.advance(30_000);
    expect(screen.getByRole('button', { name: /Resend in 3\d s/ })).toBeInTheDocument();
    await clock.user.click(screen.getByRole('button', { name: /Resend in/ }));
    await clock.until(() =>
      expect(kit.toasts()).toContain('A code was just sent; please wait before asking again'),
    );
    expect(kit.call(CALL.getSms)).toHaveBeenCalledTimes(1);
    // A webview in the background runs no timers: the clock moves on without them.
    vi.setSystemTime(Date.now() + 31_000);
    await clock.advance(300);
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });

  it('asking again after a code was sent first shows a new picture to type', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await landing();
    type(field.phone(), '0712345678');
    type(field.captcha(), MOCK_CAPTCHA_TEXT);
    await tap('Get code');
    await screen.findByRole('button', { name: 'Resend in 60 s' });
    vi.setSystemTime(Date.now() + 61_000);
    await act(() => vi.advanceTimersByTimeAsync(300));
    await tap('Get code');
    await toastSaid('Enter the characters in the new picture, then ask for the code again');
    expect(kit.call(CALL.getSid)).toHaveBeenCalledTimes(2);
    expect(field.captcha()).toHaveValue('');
    type(field.captcha(), MOCK_CAPTCHA_TEXT);
    await tap('Get code');
    await waitFor(() => expect(kit.call(CALL.getSms)).toHaveBeenCalledTimes(2));
  });

  it('get-sms 101: the server says why, and a new picture replaces the spent one', async () => {
    await landing();
    type(field.phone(), '0712345678');
    type(field.captcha(), 'ZZZZ');
    await tap('Get code');
    await toastSaid('The characters do not match the picture. Enter the ones in the new picture');
    await waitFor(() => expect(kit.call(CALL.getSid)).toHaveBeenCalledTimes(2));
    expect(field.captcha()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeInTheDocument();
  });

  it('get-sms 11: the number has an account, so the download page', async () => {
    const { location } = await landing();
    type(field.phone(), MOCK_REGISTERED_PHONE);
    type(field.captcha(), MOCK_CAPTCHA_TEXT);
    await tap('Get code');
    await waitFor(() => expect(location()?.pathname).toBe('/downloadTemplate'));
    expect(queryOf(location()?.search)).toMatchObject({ id: '1' });
  });

  it('register -1: the server says why, and a new picture replaces the spent one', async () => {
    const { location } = await landing();
    fill('0712345678', 'ZZZZ');
    await tap('Register now');
    await toastSaid('The characters do not match the picture. Enter the ones in the new picture');
    await waitFor(() => expect(kit.call(CALL.getSid)).toHaveBeenCalledTimes(2));
    expect(field.captcha()).toHaveValue('');
    expect(location()?.pathname).toBe('/register');
  });

  it('register 11: already registered, so the download page', async () => {
    const { location } = await landing();
    fill(MOCK_REGISTERED_PHONE);
    await tap('Register now');
    await toastSaid('This number is already registered. Please download the app and log in');
    await waitFor(() => expect(location()?.pathname).toBe('/downloadTemplate'));
    expect(queryOf(location()?.search)).toMatchObject({ id: '1' });
  });

  it('register 0: says so and opens the download page; the registration carries the attribution', async () => {
    const { location } = await landing(`${LANDING}&deviceId=d-9&appName=SandboxLender`);
    fill('0712 345 678');
    await tap('Register now');
    await toastSaid('Registration successful');
    expect(kit.call(CALL.register)).toHaveBeenCalledWith({
      phone: '255712345678',
      capcode: MOCK_CAPTCHA_TEXT,
      sid: expect.stringMatching(/^mock-captcha-/),
      smsCode: MOCK_SMS_CODE,
      id: 1,
      deviceId: 'd-9',
      appName: 'SandboxLender',
      merchantNumber: '',
      userName: '',
      invite_code: 'X',
      ...ATTRIBUTION,
    });
    await waitFor(() => expect(location()?.pathname).toBe('/downloadTemplate'));
    expect(queryOf(location()?.search)).toMatchObject({ id: '1' });
    expect(await screen.findByRole('heading', { name: 'Download the app' })).toBeInTheDocument();
  });

  it('a wrong SMS code stays on the form with a new picture', async () => {
    const { location } = await landing();
    fill('0712345678', MOCK_CAPTCHA_TEXT, '000000');
    await tap('Register now');
    await toastSaid('The code is wrong or has expired. Ask for a new one');
    await waitFor(() => expect(kit.call(CALL.getSid)).toHaveBeenCalledTimes(2));
    expect(location()?.pathname).toBe('/register');
  });

  it('the terms link opens #/agreementTemplate', async () => {
    const { location } = await landing();
    await userEvent.click(screen.getByRole('link', { name: 'registration terms' }));
    expect(location()?.pathname).toBe('/agreementTemplate');
    expect(await screen.findByRole('heading', { name: 'Registration terms' })).toBeInTheDocument();
  });

  it('an unknown template says the promotion is over, counts nothing and offers no form', async () => {
    renderPromotion('/register?id=99&utm_tag=spring');
    expect(
      await screen.findByRole('heading', { name: 'This promotion does not exist or has ended' }),
    ).toBeInTheDocument();
    // Set in an effect, which React may run a moment after the heading is committed.
    await waitFor(() => expect(document.title).toBe('This promotion does not exist or has ended'));
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(kit.call(CALL.trackVisit)).not.toHaveBeenCalled();
    expect(kit.toasts()).toEqual([]);
  });
});
