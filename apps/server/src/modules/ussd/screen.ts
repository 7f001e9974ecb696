import { USSD_SCREEN_MAX } from '@tz-loan/contract/ussd/paths';

/** What the gateway shows: `CON` waits for the next choice, `END` closes the session. */
export type Screen = { kind: 'CON' | 'END'; text: string };

const CUT_MARK = '..';

/** A value named on a screen (a product name, a reference) cut to `max` characters. */
export const short = (value: string, max: number) =>
  value.length <= max ? value : `${value.slice(0, Math.max(0, max - CUT_MARK.length))}${CUT_MARK}`;

/**
 * The one place an answer is written: the prefix, then the screen cut to USSD_SCREEN_MAX characters. A
 * screen that would be cut is a text too long for its values: the tests walk every path to keep it from
 * ever happening, and the cut only keeps a gateway from refusing the whole answer if it did.
 */
export const answerOf = (screen: Screen) => `${screen.kind} ${short(screen.text, USSD_SCREEN_MAX)}`;

export const con = (text: string): Screen => ({ kind: 'CON', text });
export const end = (text: string): Screen => ({ kind: 'END', text });
