import type { BankPickerProps } from './bank-picker.tsx';

/** Tests: the picker at its import boundary, as a list of options and Cancel (bank-form.test.tsx drives the real one). */
export const BankPicker = ({ visible, title, options, onConfirm, onCancel }: BankPickerProps) =>
  visible ? (
    <div role="dialog" aria-label={title}>
      {options.map((option) => (
        <button key={option.type} type="button" onClick={() => onConfirm(option)}>
          {option.name}
        </button>
      ))}
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  ) : null;
