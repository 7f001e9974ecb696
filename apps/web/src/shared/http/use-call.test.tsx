import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCall } from './use-call.ts';

describe('useCall', () => {
  it('loads on mount, then reports ok, refused or failed', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce({ code: 0, message: 'ok', data: { a: 1 } })
      .mockResolvedValueOnce({ code: 409, message: 'No' })
      .mockRejectedValueOnce(new TypeError('offline'));
    const { result } = renderHook(() => useCall('k', load));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ok', data: { a: 1 } }));
    act(() => result.current.reload());
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'refused', code: 409, message: 'No' }),
    );
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('drops the late answer of an earlier key', async () => {
    let resolveFirst: (value: unknown) => void = () => {};
    const first = new Promise((resolve) => {
      resolveFirst = resolve;
    });
    const load = vi.fn((key: string) =>
      key === 'a' ? first : Promise.resolve({ code: 0, message: '', data: 'b' }),
    );
    const { result, rerender } = renderHook(({ k }) => useCall(k, () => load(k) as never), {
      initialProps: { k: 'a' },
    });
    rerender({ k: 'b' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ok', data: 'b' }));
    await act(async () => resolveFirst({ code: 0, message: '', data: 'a' }));
    expect(result.current.state).toEqual({ status: 'ok', data: 'b' });
  });
});
