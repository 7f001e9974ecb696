import { Picker } from 'antd-mobile';
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

// Loaded with import() at the first tap on an enum item, never with the screen: antd-mobile's Picker
// and its popup bring about 30 KB gzip, far more than the screen's own share of the first download.

/** SPEC.md §2: a single-column picker with Confirm and Cancel. */
export const BankPicker = ({ visible, title, options, value, onConfirm, onCancel }: BankPickerProps) => (
  <AntdProvider>
    <Picker
      visible={visible}
      title={title}
      columns={[options.map((option) => ({ label: option.name, value: option.type }))]}
      value={value ? [value] : []}
      onConfirm={([chosen]) => {
        const option = options.find((o) => o.type === chosen);
        if (option) onConfirm(option);
        else onCancel();
      }}
      onCancel={onCancel}
    />
  </AntdProvider>
);
