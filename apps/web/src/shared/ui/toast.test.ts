import { screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customToastDuration, showInfo, showLoading, showToast } from './toast.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('customToastDuration: 3000 ms when the duration is missing or under 301', () => {
  it.each([
    [undefined, 3000],
    [0, 3000],
    [1, 3000],
    [300, 3000],
    [300.9, 3000],
    [-5, 3000],
    [Number.NaN, 3000],
    [301, 301],
    [302, 302],
    [1500, 1500],
    [5000, 5000],
  ])('%s → %d ms', (given, used) => {
    expect(customToastDuration(given)).toBe(used);
  });

  it('showToast uses that rule', () => {
    const show = vi.spyOn(Toast, 'show');
    showToast('a');
    showToast('b', 300);
    showToast('c', 301);
    expect(show.mock.calls.map(([options]) => (options as { duration: number }).duration)).toEqual([
      3000, 3000, 301,
    ]);
  });
});

describe('toasts on screen (antd-mobile on React 19)', () => {
  it('shows an info toast for 2 s', async () => {
    const show = vi.spyOn(Toast, 'show');
    showInfo('Saved');
    expect(show).toHaveBeenCalledWith({ content: 'Saved', duration: 2000 });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a loading toast that stays until it is closed', async () => {
    const show = vi.spyOn(Toast, 'show');
    const loading = showLoading('Loading…');
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', duration: 0 }));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    loading.close();
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
  });

  it('closing a finished loading toast leaves a newer message on screen', () => {
    const clear = vi.spyOn(Toast, 'clear');
    const loading = showLoading('Loading…');
    showInfo('Code sent');
    loading.close();
    expect(clear).not.toHaveBeenCalled();
  });

  it('keeps the loading toast while another call still loads', () => {
    const clear = vi.spyOn(Toast, 'clear');
    const first = showLoading('One');
    const second = showLoading('Two');
    first.close();
    expect(clear).not.toHaveBeenCalled();
    second.close();
    expect(clear).toHaveBeenCalledOnce();
  });
});
