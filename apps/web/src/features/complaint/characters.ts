import { COMPLAINT_TEXT_MAX } from '@tz-loan/contract/platform/constants';

// Counted as the borrower sees them, as the server counts: an emoji or an accented letter is one.
// Old webviews without Intl.Segmenter count code points.
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

const charactersOf = (text: string): string[] =>
  segmenter ? Array.from(segmenter.segment(text), (part) => part.segment) : Array.from(text);

export const countCharacters = (text: string) => charactersOf(text).length;

/** The description as typed, cut at COMPLAINT_TEXT_MAX characters (SPEC.md §5: enforced on input). */
export const clipDescription = (text: string) => {
  const characters = charactersOf(text);
  return characters.length > COMPLAINT_TEXT_MAX ? characters.slice(0, COMPLAINT_TEXT_MAX).join('') : text;
};
