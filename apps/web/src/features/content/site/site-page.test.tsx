import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { servedScreens } from '../../../app/screens.ts';
import { description, inContentApp, inKiswahili, LENDER } from '../../../test/content/content-test-kit.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const kit = inContentApp();

const NAV = ['Home', 'About', 'Lender', 'Privacy policy', 'Loan Agreement', 'Contact Us'];
const nav = () => screen.getByRole('navigation', { name: 'Sections' });
const current = () => within(nav()).getByRole('link', { current: 'page' }).textContent;

describe('the official site', () => {
  it('navigates Home, About, Lender, Privacy policy, Loan Agreement, Contact Us, each an address of its own', async () => {
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Short-term loans in Tanzania' });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(NAV);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/About',
      '/?section=lender',
      '/Policy',
      '/Loan',
      '/?section=contact',
    ]);
    expect(current()).toBe('Home');
  });

  it.each([
    ['/', 'Your data: ask for a correction or delete your account'],
    ['/About?language=sw', 'Taarifa zako: omba marekebisho au futa akaunti yako'],
  ])('%s links the data request page outside the app from its footer (PRODUCT.md §21)', async (url, name) => {
    if (url.includes('language=sw')) inKiswahili();
    renderRoute(url);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dataRequest/),
    );
  });

  it.each([
    ['/About', 'About', 'About us'],
    ['/Policy', 'Privacy policy', 'Privacy policy'],
    ['/Loan', 'Loan Agreement', 'Loan agreement'],
    ['/?section=lender', 'Lender', 'Lender'],
    ['/?section=contact', 'Contact Us', 'Contact us'],
  ])('%s opens its own section', async (url, tab, title) => {
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(current()).toBe(tab);
    await waitFor(() => expect(document.title).toBe(`${title} | ${LENDER.lender.name}`));
  });

  it('switches sections by their index and opens each at the top', async () => {
    const { location } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Short-term loans in Tanzania' });
    for (const [tab, title, path, search] of [
      ['Privacy policy', 'Privacy policy', '/Policy', ''],
      ['Lender', 'Lender', '/', '?section=lender'],
      ['Loan Agreement', 'Loan agreement', '/Loan', ''],
      ['Contact Us', 'Contact us', '/', '?section=contact'],
      ['Home', 'Short-term loans in Tanzania', '/', ''],
    ] as const) {
      kit.page.scrollTop = 700;
      await userEvent.click(within(nav()).getByRole('link', { name: tab }));
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(location()).toMatchObject({ pathname: path, search });
      expect(current()).toBe(tab);
      expect(kit.page.scrollTop).toBe(0);
    }
  });

  it('shares its texts with the app pages: /Policy is /sauceEleph, /About is /yan, /Loan is /elkDandeli', async () => {
    const texts: Record<string, string> = {};
    for (const url of ['/Policy', '/sauceEleph', '/About', '/yan', '/Loan', '/elkDandeli']) {
      const view = renderRoute(url);
      await screen.findByText(LENDER.lender.name, { selector: 'dd' });
      texts[url] = view.container.querySelector('.content-text')?.textContent ?? '';
      view.unmount();
    }
    expect(texts['/Policy']).toBe(texts['/sauceEleph']);
    expect(texts['/About']).toBe(texts['/yan']);
    expect(texts['/Loan']).toBe(texts['/elkDandeli']);
    expect(texts['/Policy']).toContain('Personal Data Protection Act, 2022');
  });

  it("'Lender' shows the registered name and licence and a representative example of a loan's total cost", async () => {
    renderRoute('/?section=lender');
    expect(await screen.findByText('Registered name')).toBeInTheDocument();
    expect(screen.getByText('Registered name').nextSibling).toHaveTextContent(LENDER.lender.name);
    expect(screen.getByText('Licence number').nextSibling).toHaveTextContent('SANDBOX-0042');
    const example = screen.getByRole('region', { name: 'Representative example' });
    const row = (label: string) => within(example).getByText(label).nextSibling?.textContent;
    expect(row('Loan amount')).toBe('600.000,00 TZS');
    expect(row('Loan term')).toBe('91 days');
    expect(row('Interest')).toBe('14.958,90 TZS');
    expect(row('Service fee')).toBe('3.000,00 TZS');
    expect(row('Total repayable')).toBe('617.958,90 TZS');
    expect(row('APR')).toBe('12,00%');
    expect(within(example).getByText(/^Haraka Loan at its largest amount/)).toBeInTheDocument();
  });

  it('names the lender and its licence on every section', async () => {
    renderRoute('/Loan');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `${LENDER.lender.name}, a registered non-bank lender company. Licence number SANDBOX-0042.`,
    );
  });

  it('gives each section its own title and description for search engines', async () => {
    const seen = new Set<string>();
    for (const url of ['/', '/About', '/?section=lender', '/Policy', '/Loan', '/?section=contact']) {
      const view = renderRoute(url);
      await screen.findByText(LENDER.lender.name, { selector: '.site-brand' });
      seen.add(`${document.title} / ${description()}`);
      view.unmount();
    }
    expect(seen.size).toBe(6);
  });

  it('offers the other language as a link that loads the same section again', async () => {
    renderRoute('/Policy');
    const languages = await screen.findByRole('navigation', { name: 'Language' });
    expect(within(languages).getByRole('link', { name: 'Kiswahili' })).toHaveAttribute(
      'href',
      '/Policy?language=sw',
    );
    expect(within(languages).queryByRole('link', { name: 'English' })).toBeNull();
  });

  it('in Kiswahili', async () => {
    inKiswahili();
    renderRoute('/?section=lender&language=sw');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mkopeshaji' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Sehemu' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Mwanzo',
      'Kuhusu sisi',
      'Mkopeshaji',
      'Sera ya faragha',
      'Mkataba wa mkopo',
      'Wasiliana nasi',
    ]);
    const example = await screen.findByRole('region', { name: 'Mfano wa mkopo' });
    expect(within(example).getByText('Jumla ya kulipa').nextSibling).toHaveTextContent('617.958,90 TZS');
    expect(within(example).getByText('Muda wa mkopo').nextSibling).toHaveTextContent('siku 91');
    const languages = screen.getByRole('navigation', { name: 'Lugha' });
    expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/?language=en&section=lender',
    );
    expect(description()).toMatch(/^Jina lililosajiliwa la mkopeshaji/);
  });
});

describe('the developer pages list the content pages and the official site', () => {
  it('/test links each from the declarations', async () => {
    renderRoute('/test');
    const official = await screen.findByRole('region', { name: 'Official site' });
    expect(
      within(official)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/About', '/Policy', '/Loan', '/dataRequest']);
    const borrower = screen.getByRole('region', { name: 'Borrower screens' });
    for (const path of ['/sauceEleph', '/yan', '/elkDandeli']) {
      expect(within(borrower).getByText(path)).toBeInTheDocument();
    }
  });
});

describe('in production (no demo feature on)', () => {
  it('the content pages and the official site are served; the developer pages are not', () => {
    const served = servedScreens(new Set()).map((screen) => screen.path);
    expect(served).toEqual(
      expect.arrayContaining(['/', '/About', '/Policy', '/Loan', '/sauceEleph', '/yan', '/elkDandeli']),
    );
    expect(served).not.toContain('/test');
  });
});
