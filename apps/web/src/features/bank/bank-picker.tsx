import './bank-picker.css';
import { Trans } from '@lingui/react/macro';
import { Popup } from 'antd-mobile';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { AntdProvider } from '../../shared/ui/antd-provider.tsx';
import type { Option } from './bank-form-state.ts';

export type BankPickerProps = {
  visible: boolean;
  title: string;
  options: Option[];
  /** The chosen option's type, '' when none. */
  value: string;
  onConfirm: (option: Option) => void;
  onCancel: () => void;
};

// Loaded with import() at the first tap on an enum item, never with the screen.

const focusChosen = (list: HTMLElement | null) =>
  list?.querySelector<HTMLInputElement>('input:checked')?.focus();

/**
 * SPEC.md §2: a single-column picker with Confirm and Cancel, in antd-mobile's bottom popup. The options
 * are a radio group rather than antd's wheel: the wheel took a mouse click that moved a few pixels for a
 * drag back to the option it showed (a desktop reviewer's Airtel Money was saved as M-Pesa), its items
 * were hidden from screen readers and its Confirm and Cancel were out of the keyboard's reach. A radio
 * group is chosen with a tap, a click, the arrow keys or a screen reader alike.
 */
export const BankPicker = ({ visible, title, options, value, onConfirm, onCancel }: BankPickerProps) => {
  const titleId = useId();
  const name = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // What the borrower has marked, kept until Confirm: the saved value, or the first option, as a wheel shows.
  const [chosen, setChosen] = useState(value || options[0]?.type || '');
  useEffect(() => {
    if (visible) setChosen(value || options[0]?.type || '');
  }, [visible, value, options]);
  // The keyboard and the screen reader start on the option shown as chosen (the popup's content comes
  // a frame after it is asked to show).
  useEffect(() => {
    if (!visible) return;
    const frame = requestAnimationFrame(() => focusChosen(listRef.current));
    return () => cancelAnimationFrame(frame);
  }, [visible]);

  const confirm = () => {
    const option = options.find((o) => o.type === chosen);
    if (option) onConfirm(option);
    else onCancel();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') onCancel();
    // The Tab key stays in the dialog: Cancel, Confirm, the chosen option, and round again.
    else if (event.key === 'Tab') {
      const stops = [
        ...event.currentTarget.querySelectorAll<HTMLElement>('button, input[type="radio"]:checked'),
      ];
      const edge = event.shiftKey ? stops[0] : stops.at(-1);
      const other = event.shiftKey ? stops.at(-1) : stops[0];
      if (event.target === edge && other) {
        event.preventDefault();
        other.focus();
      }
    }
    // Enter on an option confirms it, as it would submit a form.
    else if (event.key === 'Enter' && (event.target as HTMLElement).matches('input[type="radio"]')) {
      event.preventDefault();
      confirm();
    }
  };

  return (
    <AntdProvider>
      <Popup
        visible={visible}
        onMaskClick={onCancel}
        // Closed, nothing of it stays for a screen reader to find.
        destroyOnClose
        afterShow={() => {
          if (!listRef.current?.contains(document.activeElement)) focusChosen(listRef.current);
        }}
        bodyClassName="bank-picker-body"
      >
        <div
          className="bank-picker"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          onKeyDown={onKeyDown}
        >
          <div className="bank-picker-header">
            <button type="button" className="bank-picker-button" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
            <h2 className="bank-picker-title" id={titleId}>
              {title}
            </h2>
            <button type="button" className="bank-picker-button" onClick={confirm}>
              <Trans>Confirm</Trans>
            </button>
          </div>
          <div className="bank-picker-options" role="radiogroup" ref={listRef}>
            {options.map((option) => (
              <label key={option.type} className="bank-picker-option">
                <input
                  type="radio"
                  name={name}
                  value={option.type}
                  checked={chosen === option.type}
                  onChange={() => setChosen(option.type)}
                />
                <span>{option.name}</span>
              </label>
            ))}
          </div>
        </div>
      </Popup>
    </AntdProvider>
  );
};
