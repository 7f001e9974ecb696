import { COMPLAINT_TEXT_MAX } from '@tz-loan/contract/platform/constants';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Characters as a borrower sees them: an emoji, a flag or a letter with its accents is one, however
 * many code units it takes (the screen's counter counts the same way).
 */
export const countCharacters = (text: string) => {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
};

/** The description as kept: trimmed, in one Unicode form; 'empty' or 'tooLong' when it cannot be. */
export const readDetail = (raw: string): { text: string } | 'empty' | 'tooLong' => {
  const text = raw.normalize('NFC').trim();
  if (text === '') return 'empty';
  return countCharacters(text) > COMPLAINT_TEXT_MAX ? 'tooLong' : { text };
};
