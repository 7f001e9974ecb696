// Android WebView rejects navigator.clipboard.writeText, and old webviews or plain-http pages lack it;
// a selected textarea with execCommand('copy') still works there. iOS copies only during a tap: call
// this straight from the tap handler, before any other await.

const copyWithTextarea = (text: string): boolean => {
  const area = document.createElement('textarea');
  area.value = text;
  // readOnly keeps the keyboard down; 16px keeps iOS from zooming; off-screen and transparent.
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;font-size:16px;';
  document.body.append(area);
  const focused = document.activeElement as HTMLElement | null;
  try {
    area.select();
    // iOS ignores select() on a read-only field.
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus?.();
  }
};

/** Puts `text` on the clipboard; resolves whether that worked (the caller tells the borrower). */
export const copyText = async (text: string): Promise<boolean> => {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (typeof clipboard?.writeText !== 'function') return copyWithTextarea(text);
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return copyWithTextarea(text);
  }
};
