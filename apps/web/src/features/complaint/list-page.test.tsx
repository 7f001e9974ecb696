import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { describe, expect, it } from 'vitest';
import { controlClock } from '../../test/controlled-clock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { queryOf, SESSION, watchMockCalls } from '../../test/watched-mocks.ts';
import { complaintListMock } from './mock.ts';

const kit = watchMockCalls();
const LIST = `${COMPLAINT_PATHS.complaintList.method} ${COMPLAINT_PATHS.complaintList.path}`;

const replied = {
  tabs: [
    { ...complaintListMock.tabs[0], list: [] },
    {
      title: 'Replied',
      value: 2,
      list: [
        {
          id: '40',
          time: '2026-01-06 09:00:00',
          type: 'Fees and charges',
          content: 'I was charged twice.',
          reference: 'C2026-000040',
          isNeedScore: 1,
        },
      ],
    },
  ],
};

const pull = (element: Element, by: number) => {
  fireEvent.touchStart(element, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(element, { touches: [{ clientY: 100 + by }] });
};

describe('/complaintList: my complaints', () => {
  it("has the tabs 'Processing' and 'Replied'; an entry shows time, type, content and reference and opens its details", async () => {
    const { location } = renderRoute(`/complaintList?${SESSION}`);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Processing (1)', 'Replied (0)']);
    const entry = screen.getByRole('link', { name: /A collector called my employer/ });
    expect(entry).toHaveTextContent('Debt collection');
    expect(entry).toHaveTextContent('2026-01-05 10:12:00');
    expect(entry).toHaveTextContent('Reference number C2026-000031');
    await userEvent.click(entry);
    expect(location()?.pathname).toBe('/complainDetails');
    expect(queryOf(location()?.search)).toMatchObject({ problemId: '31', userId: '7', sessionId: 's-1' });
  });

  it('an empty tab says what to do and links the complaint page', async () => {
    renderRoute(`/complaintList?${SESSION}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'Replied (0)' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Nothing here yet. To tell us about a problem, file a complaint.');
    expect(within(panel).getByRole('link', { name: 'File a complaint' })).toHaveAttribute(
      'href',
      expect.stringContaining('/codliverDa'),
    );
  });

  it('pulled down past 25 px and released, it refreshes: deactivate, activate, release, finish', async () => {
    renderRoute(`/complaintList?${SESSION}`);
    const page = (await screen.findByRole('heading', { name: 'My complaints' })).closest(
      'main',
    ) as HTMLElement;
    const calls = kit.call(LIST).mock.calls.length;
    pull(page, 40);
    expect(screen.getByText('Pull down to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(page);
    expect(kit.call(LIST).mock.calls.length).toBe(calls);

    const clock = controlClock();
    kit.call(LIST).mockImplementation(() => ({ code: '00', message: 'success', data: replied }));
    pull(page, 60);
    expect(screen.getByText('Release to refresh')).toBeInTheDocument();
    fireEvent.touchEnd(page);
    expect(screen.getByText('Refreshing…')).toBeInTheDocument();
    await clock.until(() => screen.getByText('Updated'));
    expect(kit.call(LIST).mock.calls.length).toBe(calls + 1);
    expect(screen.getByRole('tab', { name: 'Replied (1)' })).toBeInTheDocument();
    await clock.advance(1_000);
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  });

  it('a refused refresh keeps the list on screen', async () => {
    renderRoute(`/complaintList?${SESSION}`);
    const page = (await screen.findByRole('heading', { name: 'My complaints' })).closest(
      'main',
    ) as HTMLElement;
    kit
      .call(LIST)
      .mockImplementation(() => ({ code: '500', message: 'Something went wrong. Please try again' }));
    pull(page, 80);
    fireEvent.touchEnd(page);
    await waitFor(() => expect(kit.toasts()).toContain('Something went wrong. Please try again'));
    expect(screen.getByRole('link', { name: /A collector called my employer/ })).toBeInTheDocument();
  });
});
