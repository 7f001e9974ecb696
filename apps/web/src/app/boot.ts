import type { Messages } from '@lingui/core';
import { BOOT_ELEMENT_ID } from '@tz-loan/contract/platform/page-render';
import type { Prefetched } from '../shared/screens/screen-data.ts';

/** A refusal the server met while rendering: the browser announces it as its own client would have. */
export type Notice = { body: unknown; silent: boolean };

/** What a page rendered on the server carries for the app that hydrates it. */
export type Boot = {
  prefetched: Prefetched | null;
  notices: Notice[];
  /**
   * The compiled catalog of the language the page was rendered in (`<html lang>`): data the page
   * carries, like the screen's, so hydration needs no script of texts fetched after the page.
   */
  catalog?: Messages;
  /** The parts with code of their own the server rendered: loaded before hydration (lazy-part.tsx). */
  parts?: string[];
};

/** The boot data of a page rendered on the server, or null for a page the browser renders alone. */
export const readBoot = (doc: Document = document): Boot | null => {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Boot;
  } catch {
    return null;
  }
};
