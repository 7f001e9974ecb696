import './stars.css';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { RATING_SCALE } from '@tz-loan/contract/platform/constants';
import { countCategory } from '../i18n/count.ts';

const STARS = Array.from({ length: RATING_SCALE }, (_, i) => i + 1);

/** Five stars: tapping star i fills 1..i (SPEC.md §4); tapping it again keeps it. */
export const Stars = ({ value, onChange }: { value: number; onChange: (stars: number) => void }) => {
  const { t, i18n } = useLingui();
  return (
    <div className="stars">
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          className={star <= value ? 'on' : ''}
          aria-label={t({
            message: select(countCategory(i18n.locale, star), {
              one: `${star} star`,
              other: `${star} stars`,
            }),
          })}
          aria-pressed={star <= value}
          onClick={() => onChange(star)}
        >
          ★
        </button>
      ))}
    </div>
  );
};
