import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { controlClock } from '../../test/controlled-clock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { SESSION, watchMockCalls } from '../../test/watched-mocks.ts';
import { wholeText } from '../../test/whole-text.ts';
import { complaintDetailMock } from './mock.ts';

const kit = watchMockCalls();
// The dialog's chunk is loaded before the clock is watched: its 3 s count from when it is on the page.
beforeAll(() => import('./score-dialog.tsx'));
const DETAIL = `${COMPLAINT_PATHS.complaintDetail.method} ${COMPLAINT_PATHS.complaintDetail.path}`;
const SCORE = `${COMPLAINT_PATHS.saveScore.method} ${COMPLAINT_PATHS.saveScore.path}`;
const URL_ = `/complainDetails?${SESSION}&problemId=31`;

const repliedComplaint = {
  ...complaintDetailMock,
  images: ['/tapi/user-problem/problem-image/AAAAAAAAAAAAAAAAAAAAAA'],
  status: 'replied',
  disposeDetail: 'We have spoken to the collector. It will not happen again.',
  disposeImages: ['/tapi/user-problem/problem-image/BBBBBBBBBBBBBBBBBBBBBB'],
  disposeTime: '2026-01-06 15:00:00',
  isNeedScore: 1,
  escalation: 'Not satisfied with our reply? You can take your complaint to the Bank of Tanzania.',
};
const answerReplied = () =>
  kit.call(DETAIL).mockImplementation(() => ({ code: '00', message: 'success', data: repliedComplaint }));

describe('/complainDetails', () => {
  it('shows type, sub-type, the content read-only with its counter; no Our reply before a reply', async () => {
    renderRoute(URL_);
    expect(await screen.findByText('Reference number C2026-000031')).toBeInTheDocument();
    expect(screen.getByText('Contacting my family, friends or employer')).toBeInTheDocument();
    const content = screen.getByLabelText('What happened?');
    expect(content).toHaveValue('A collector called my employer about my loan.');
    expect(content).toHaveAttribute('readonly');
    expect(screen.getByText('45/200')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our reply' })).not.toBeInTheDocument();
    expect(
      screen.getByText(wholeText('We will reply within 3 working days, by 2026-01-08')),
    ).toBeInTheDocument();
  });

  it('shows the reply, its photos and the photos sent (read with the session), tap to enlarge, and how to escalate', async () => {
    answerReplied();
    renderRoute(URL_);
    const reply = await screen.findByRole('region', { name: 'Our reply' });
    expect(reply).toHaveTextContent('We have spoken to the collector.');
    const replyPhoto = within(reply).getByRole('button', { name: 'Enlarge photo 1' });
    expect(replyPhoto.querySelector('img')?.getAttribute('src')).toBe(
      '/tapi/user-problem/problem-image/BBBBBBBBBBBBBBBBBBBBBB?userId=7&sessionId=s-1&deviceId=d-1',
    );
    await userEvent.click(within(screen.getByRole('list', { name: 'Your photos' })).getByRole('button'));
    expect(screen.getByRole('dialog', { name: 'Attachment 1' })).toBeInTheDocument();
    expect(screen.getByText(/take your complaint to the Bank of Tanzania/)).toBeInTheDocument();
  });

  it('asks for a rating 3 s after load; the mask does not close it; no star → a request; 4 stars sent once, then it stops asking', async () => {
    const clock = controlClock();
    answerReplied();
    renderRoute(URL_);
    await clock.until(() => screen.getByRole('region', { name: 'Our reply' }));
    await clock.advance(2_999);
    expect(screen.queryByRole('dialog', { name: 'Please rate this service' })).not.toBeInTheDocument();
    await clock.advance(1);
    const rating = screen.getByRole('dialog', { name: 'Please rate this service' });
    expect(document.querySelector('.lean-dialog-backdrop')).toBeNull();
    await clock.user.click(within(rating).getByRole('button', { name: 'Send' }));
    await clock.until(() => expect(kit.toasts()).toContain('Please choose a rating'));
    expect(kit.call(SCORE)).not.toHaveBeenCalled();
    await clock.user.click(within(rating).getByRole('button', { name: '4 stars' }));
    expect(within(rating).getAllByRole('button', { pressed: true })).toHaveLength(4);
    await clock.user.click(within(rating).getByRole('button', { name: 'Send' }));
    await clock.until(() => expect(kit.toasts()).toContain('Thank you for your rating'));
    expect(kit.call(SCORE)).toHaveBeenCalledWith({ problemId: '31', score: '4' });
    expect(screen.queryByRole('dialog', { name: 'Please rate this service' })).not.toBeInTheDocument();
    await clock.advance(5_000);
    expect(screen.queryByRole('dialog', { name: 'Please rate this service' })).not.toBeInTheDocument();
  });

  it('Cancel closes it and forgets the stars; a refusal shows the server message and keeps it open', async () => {
    const clock = controlClock();
    answerReplied();
    renderRoute(URL_);
    await clock.until(() => screen.getByRole('region', { name: 'Our reply' }));
    await clock.advance(3_000);
    let rating = screen.getByRole('dialog', { name: 'Please rate this service' });
    kit
      .call(SCORE)
      .mockImplementation(() => ({ code: '409', message: 'You have already rated this complaint' }));
    await clock.user.click(within(rating).getByRole('button', { name: '2 stars' }));
    await clock.user.click(within(rating).getByRole('button', { name: 'Send' }));
    await clock.until(() => expect(kit.toasts()).toContain('You have already rated this complaint'));
    rating = screen.getByRole('dialog', { name: 'Please rate this service' });
    await clock.user.click(within(rating).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Please rate this service' })).not.toBeInTheDocument();
  });

  it('another borrower’s or a missing complaint: the server’s words and Retry, no data', async () => {
    kit.call(DETAIL).mockImplementation(() => ({ code: '404', message: 'This complaint does not exist' }));
    renderRoute(URL_);
    expect(await screen.findByText('This complaint does not exist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
