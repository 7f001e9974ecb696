/** Deeper than any path of the menu: a longer `text` is no one's choices. */
export const MAX_STEPS = 12;
/** The longest `text` read (a gateway sends at most a screen's worth). */
export const MAX_TEXT = 160;

/** `0` at any level goes back one level. */
const BACK = '0';

/**
 * The choices so far, from the gateway's `text` (choices joined by `*`, empty on the first request),
 * with every `0` taking back the choice before it; null when the text is not a list of digit choices.
 */
export const stepsOf = (text: string): string[] | null => {
  if (text === '') return [];
  if (text.length > MAX_TEXT || !/^\d+(\*\d+)*$/.test(text)) return null;
  const given = text.split('*');
  if (given.length > MAX_STEPS) return null;
  const steps: string[] = [];
  for (const step of given) {
    if (step === BACK) steps.pop();
    else steps.push(step);
  }
  return steps;
};
