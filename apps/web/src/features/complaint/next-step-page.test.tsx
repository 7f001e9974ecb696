import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { controlClock } from '../../test/controlled-clock.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { queryOf, SESSION, watchMockCalls } from '../../test/watched-mocks.ts';
import { wholeText } from '../../test/whole-text.ts';

const kit = watchMockCalls();
const SAVE = `${COMPLAINT_PATHS.complaintSave.method} ${COMPLAINT_PATHS.complaintSave.path}`;
const UPLOAD = `${COMPLAINT_PATHS.uploadImage.method} ${COMPLAINT_PATHS.uploadImage.path}`;
const COLLECTION = `/complainPageNext?${SESSION}&problemType=1&problemSonType=12&orderNo=12`;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const photo = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const addPhotos = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText(/Add photo/), { target: { files } });
const description = () => screen.getByLabelText('What happened?');

describe('/complainPageNext: the complaint form', () => {
  it('names the type, sub-type and order as tags and promises a reply within 3 working days', async () => {
    renderRoute(COLLECTION);
    const tags = await screen.findByRole('list', { name: 'Your complaint is about' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Debt collection', 'Contacting my family, friends or employer', 'Haraka Loan']);
    expect(
      screen.getByText(wholeText('We will reply within 3 working days, by 2026-01-08')),
    ).toBeInTheDocument();
  });

  it('Send with no description asks for it and sends nothing', async () => {
    renderRoute(COLLECTION);
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(kit.toasts()).toContain('Please fill in your comments and suggestions'));
    expect(kit.call(SAVE)).not.toHaveBeenCalled();
  });

  it('keeps at most 200 characters as they are typed, counting an emoji as one', async () => {
    renderRoute(COLLECTION);
    await screen.findByRole('button', { name: 'Send' });
    fireEvent.change(description(), { target: { value: `${'😀'.repeat(150)}${'a'.repeat(60)}` } });
    expect(description()).toHaveValue(`${'😀'.repeat(150)}${'a'.repeat(50)}`);
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('uploads each photo as it is added, shows it, drops a removed one, and sends the rest with the complaint', async () => {
    const { location } = renderRoute(COLLECTION);
    await screen.findByRole('button', { name: 'Send' });
    let n = 0;
    kit.call(UPLOAD).mockImplementation(() => {
      n += 1;
      return { code: '00', message: 'success', data: { url: `/tapi/user-problem/problem-image/photo${n}` } };
    });
    addPhotos(photo('a.jpg'), photo('b.jpg'));
    await waitFor(() => expect(kit.call(UPLOAD)).toHaveBeenCalledTimes(2));
    expect(kit.call(UPLOAD).mock.calls[0]?.[0]).toHaveProperty('problemImage');
    await waitFor(() => expect(screen.queryByLabelText(/Uploading photo/)).not.toBeInTheDocument());
    expect(screen.getAllByRole('img', { name: /Attachment/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.getAllByRole('img', { name: /Attachment/ })).toHaveLength(1);

    const clock = controlClock();
    fireEvent.change(description(), { target: { value: 'A collector called my employer.' } });
    await clock.user.click(screen.getByRole('button', { name: 'Send' }));
    const sent = await clock.until(() => screen.getByRole('dialog', { name: 'Complaint sent' }));
    expect(sent).toHaveTextContent('Reference number C2026-000032');
    expect(kit.call(SAVE)).toHaveBeenCalledWith({
      problemType: 1,
      problemSonType: '12',
      problemDetail: 'A collector called my employer.',
      problemImage: '/tapi/user-problem/problem-image/photo2',
      orderNo: '12',
    });
    // The success modal stays 1.5 s, then the borrower's complaints.
    await clock.advance(1_499);
    expect(location()?.pathname).toBe('/complainPageNext');
    await clock.advance(1);
    expect(location()?.pathname).toBe('/complaintList');
    expect(queryOf(location()?.search)).toMatchObject({ userId: '7', sessionId: 's-1' });
  });

  it('stops at 9 photos: the add tile goes and more are refused in words', async () => {
    renderRoute(COLLECTION);
    await screen.findByRole('button', { name: 'Send' });
    addPhotos(...Array.from({ length: 11 }, (_, i) => photo(`${i}.jpg`)));
    await waitFor(() => expect(kit.toasts()).toContain('You can add at most 9 photos'));
    await waitFor(() => expect(kit.call(UPLOAD)).toHaveBeenCalledTimes(9));
    expect(screen.queryByLabelText(/Add photo/)).not.toBeInTheDocument();
  });

  it('a photo the server refuses leaves the list with its message', async () => {
    renderRoute(COLLECTION);
    await screen.findByRole('button', { name: 'Send' });
    kit.call(UPLOAD).mockImplementation(() => ({
      code: '415',
      message: 'Only photos can be uploaded (JPEG, PNG or WebP)',
    }));
    addPhotos(photo('a.pdf'));
    await waitFor(() => expect(kit.toasts()).toContain('Only photos can be uploaded (JPEG, PNG or WebP)'));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: /Attachment/ })).toHaveLength(0));
  });

  it('a refused complaint shows the server message and stays', async () => {
    const { location } = renderRoute(COLLECTION);
    await screen.findByRole('button', { name: 'Send' });
    kit.call(SAVE).mockImplementation(() => ({
      code: '409',
      message: 'The selected order does not support sending collection types',
    }));
    fireEvent.change(description(), { target: { value: 'Calls at night.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(kit.toasts()).toContain('The selected order does not support sending collection types'),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()?.pathname).toBe('/complainPageNext');
  });

  it('a type that does not exist sends the borrower back to choose one', async () => {
    renderRoute(`/complainPageNext?${SESSION}&problemType=99`);
    expect(await screen.findByRole('heading', { name: 'Choose a problem type first' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the complaint page' })).toHaveAttribute(
      'href',
      expect.stringContaining('/codliverDa'),
    );
  });
});
