import '../../shared/ui/text-input.css';
import type { FormItem } from '@tz-loan/contract/bank/calls';
import type { Entry } from './bank-form-state.ts';

type BankFieldProps = {
  item: FormItem;
  index: number;
  entry: Entry | undefined;
  /** Why the value is refused, shown under the field. */
  error: string | undefined;
  onType: (index: number, text: string) => void;
  onOpenPicker: (index: number) => void;
};

// The server's limit. No tighter one on account numbers: a browser cuts a paste to maxLength before the
// spaces of '0712 345 678' are dropped, which would lose digits.
const MAX_LENGTH = 200;

export const fieldId = (index: number) => `bank-field-${index}`;

/** One server item: an enum opens the picker, anything else is an input; `subtitle` is the placeholder. */
export const BankField = ({ item, index, entry, error, onType, onOpenPicker }: BankFieldProps) => {
  const id = fieldId(index);
  const errorId = `${id}-error`;
  const value = entry?.value ?? '';
  return (
    <div className={error ? 'bank-field invalid' : 'bank-field'}>
      <label className="bank-label" htmlFor={id}>
        {item.title}
      </label>
      {item.cate === 'enum' ? (
        <button
          type="button"
          id={id}
          className="text-input bank-select"
          aria-haspopup="dialog"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onClick={() => onOpenPicker(index)}
        >
          <span className={value ? 'bank-select-value' : 'bank-placeholder'}>{value || item.subtitle}</span>
          <span className="bank-chevron" aria-hidden="true" />
        </button>
      ) : (
        <input
          id={id}
          className="text-input"
          value={value}
          placeholder={item.subtitle}
          autoComplete="off"
          maxLength={MAX_LENGTH}
          inputMode={item.inputType === 1 ? 'numeric' : undefined}
          pattern={item.inputType === 1 ? '[0-9]*' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onType(index, event.target.value)}
        />
      )}
      {error && (
        <p className="bank-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
};
