import { COMPLAINT_TEXT_MAX } from '@tz-loan/contract/platform/constants';

// Counted as the borrower sees them, as the server counts: an emoji or an accented letter is one.
// Making a grapheme segmenter loads the break rules of the whole of Unicode: 12 ms on a desktop core,
// some 70 ms on a slow phone. Made at load, it was the one long task of the complaint pages, so it is
// made when a text first needs it. Printable ASCII, tabs and line ends but CR (one character each, and
// a field's value has no CR) never does. Old webviews without Intl.Segmenter count code points.
const ONE_UNIT_EACH = /^[\t\n\x20-\x7e]*$/;
let segmenter: Intl.Segmenter | null | undefined;
const segmenterOf = () => {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
};

const charactersOf = (text: string): string[] => {
  const graphemes = segmenterOf();
  return graphemes ? Array.from(graphemes.segment(text), (part) => part.segment) : Array.from(text);
};

export const countCharacters = (text: string) =>
  ONE_UNIT_EACH.test(text) ? text.length : charactersOf(text).length;

/** The description as typed, cut at COMPLAINT_TEXT_MAX characters (SPEC.md §5: enforced on input). */
export const clipDescription = (text: string) => {
  if (ONE_UNIT_EACH.test(text)) return text.slice(0, COMPLAINT_TEXT_MAX);
  const characters = charactersOf(text);
  return characters.length > COMPLAINT_TEXT_MAX ? characters.slice(0, COMPLAINT_TEXT_MAX).join('') : text;
};
