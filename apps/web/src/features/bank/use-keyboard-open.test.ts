import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useKeyboardOpen } from './use-keyboard-open.ts';

// jsdom has no visualViewport: an EventTarget with the fields the hook reads stands in for it.
class FakeVisualViewport extends EventTarget {
  height = 800;
  scale = 1;
}
let viewport: FakeVisualViewport | undefined;
const setViewport = (value: FakeVisualViewport | undefined) => {
  Object.defineProperty(window, 'visualViewport', { configurable: true, value });
};
const setInnerSize = (height: number, width = window.innerWidth) => {
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};
const resizeWindow = (height: number, width?: number) =>
  act(() => {
    setInnerSize(height, width);
    window.dispatchEvent(new Event('resize'));
  });
const resizeVisual = (height: number, scale = 1) =>
  act(() => {
    if (!viewport) throw new Error('no visual viewport');
    viewport.height = height;
    viewport.scale = scale;
    viewport.dispatchEvent(new Event('resize'));
  });

beforeEach(() => setInnerSize(800, 390));
afterEach(() => setViewport(undefined));

describe('Next is hidden while the on-screen keyboard shrinks the viewport by more than 60 px', () => {
  it('Android without a visual viewport: innerHeight shrinks and grows back', () => {
    setViewport(undefined);
    const { result } = renderHook(() => useKeyboardOpen());
    expect(result.current).toBe(false);
    resizeWindow(500);
    expect(result.current).toBe(true);
    resizeWindow(800);
    expect(result.current).toBe(false);
  });

  it('Android with a visual viewport: the page and the visual viewport both shrink', () => {
    viewport = new FakeVisualViewport();
    setViewport(viewport);
    const { result } = renderHook(() => useKeyboardOpen());
    act(() => {
      setInnerSize(520);
      if (viewport) viewport.height = 520;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(true);
  });

  it('iOS: only the visual viewport shrinks, innerHeight stays', () => {
    viewport = new FakeVisualViewport();
    setViewport(viewport);
    const { result } = renderHook(() => useKeyboardOpen());
    resizeVisual(480);
    expect(window.innerHeight).toBe(800);
    expect(result.current).toBe(true);
    resizeVisual(800);
    expect(result.current).toBe(false);
  });

  it('a shrink of 60 px or less (a toolbar, the address bar) keeps Next visible', () => {
    viewport = new FakeVisualViewport();
    setViewport(viewport);
    const { result } = renderHook(() => useKeyboardOpen());
    resizeVisual(740);
    expect(result.current).toBe(false);
    resizeVisual(739);
    expect(result.current).toBe(true);
  });

  it('compares with the largest height seen, not the first one', () => {
    viewport = new FakeVisualViewport();
    viewport.height = 700;
    setViewport(viewport);
    const { result } = renderHook(() => useKeyboardOpen());
    resizeVisual(820);
    resizeVisual(740);
    expect(result.current).toBe(true);
  });

  it('a pinch zoom (the visual viewport scaled) is not a keyboard', () => {
    viewport = new FakeVisualViewport();
    setViewport(viewport);
    const { result } = renderHook(() => useKeyboardOpen());
    resizeVisual(400, 2);
    expect(result.current).toBe(false);
  });

  it('a rotation starts over: landscape is not a keyboard in portrait', () => {
    setViewport(undefined);
    const { result } = renderHook(() => useKeyboardOpen());
    resizeWindow(390, 800);
    expect(result.current).toBe(false);
    resizeWindow(200, 800);
    expect(result.current).toBe(true);
  });
});
