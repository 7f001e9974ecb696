import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text.ts';

const setClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

/** execCommand('copy') as a webview does it: what it copies is the selected text of the textarea. */
const stubExecCommand = (works: boolean | 'throws') => {
  const copied: string[] = [];
  const exec = vi.fn((command: string) => {
    if (works === 'throws') throw new Error('not supported');
    const area = document.querySelector('textarea');
    if (command === 'copy' && area) copied.push(area.value.slice(area.selectionStart, area.selectionEnd));
    return works;
  });
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  return { exec, copied };
};

afterEach(() => {
  setClipboard(undefined);
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

describe('copyText (Webview realities: clipboard, then execCommand, then tell the user)', () => {
  it('copies with navigator.clipboard when the webview allows it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const { exec } = stubExecCommand(true);
    await expect(copyText('845210337')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('845210337');
    expect(exec).not.toHaveBeenCalled();
  });

  it('falls back to a selected textarea and execCommand when the clipboard rejects (Android WebView)', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    const { exec, copied } = stubExecCommand(true);
    await expect(copyText('845210337')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(copied).toContain('845210337');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('uses execCommand at once when there is no clipboard API (old webview, plain http)', async () => {
    const { exec } = stubExecCommand(true);
    await expect(copyText('CN-1')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
  });

  it('reports failure when the clipboard rejects and execCommand copies nothing', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    stubExecCommand(false);
    await expect(copyText('845210337')).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports failure when both fail and execCommand throws', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    stubExecCommand('throws');
    await expect(copyText('845210337')).resolves.toBe(false);
  });

  it('gives focus back to what had it', async () => {
    stubExecCommand(true);
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    await copyText('x');
    expect(document.activeElement).toBe(button);
    button.remove();
  });
});
