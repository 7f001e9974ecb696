import {
  type OpsProduct,
  type OpsProductChangeTerms,
  type OpsProductTerm,
  opsProductChange,
} from '@tz-loan/contract/staff/products';
import { App, Form, InputNumber, Modal } from 'antd';
import { staffCall } from '../http/staff-http.ts';
import type { TextKey } from '../i18n/dictionary.ts';
import { useT } from '../i18n/language.tsx';
import { OtherTermsField, sameTerms, type TermRows, termsOf } from './other-terms.tsx';

/** A term typed as one number. */
type NumberTerm = Exclude<keyof OpsProductChangeTerms, 'extraTerms'>;

/** The terms a change may name, with their labels; amounts are typed in shillings, sent in minor units. */
export const TERM_FIELDS: { name: NumberTerm; label: TextKey; shillings?: true }[] = [
  { name: 'amountMin', label: 'amountMin', shillings: true },
  { name: 'amountMax', label: 'amountMax', shillings: true },
  { name: 'termDays', label: 'termDays' },
  { name: 'periods', label: 'periods' },
  { name: 'interestRateBp', label: 'interestRate' },
  { name: 'serviceFeeBp', label: 'serviceFee' },
  { name: 'overduePenaltyDailyBp', label: 'penalty' },
  { name: 'graceDays', label: 'graceDays' },
  { name: 'deferralDays', label: 'deferralDays' },
  { name: 'deferralFeeBp', label: 'deferralFee' },
];

type Values = Partial<Record<NumberTerm, number | null>> & { extraTerms?: TermRows };

const shown = (product: OpsProduct): Values => ({
  ...Object.fromEntries(
    TERM_FIELDS.map((f) => [f.name, f.shillings ? Number(product[f.name]) / 100 : Number(product[f.name])]),
  ),
  extraTerms: product.extraTerms.map((term) => ({ ...term })),
});

/** Only the terms the person changed: each change is a new version, new offers only. */
const changedTerms = (product: OpsProduct, values: Values) => {
  const changed: Record<string, number | OpsProductTerm[]> = {};
  for (const f of TERM_FIELDS) {
    const typed = values[f.name];
    if (typed === null || typed === undefined) continue;
    const minor = f.shillings ? Math.round(typed * 100) : typed;
    if (minor !== product[f.name]) changed[f.name] = minor;
  }
  // The whole list when it differs: an empty one removes every other term.
  const extraTerms = termsOf(values.extraTerms);
  if (!sameTerms(extraTerms, product.extraTerms)) changed.extraTerms = extraTerms;
  return changed;
};

type Props = {
  product: OpsProduct;
  onClose: () => void;
  onChanged: () => void;
};

/** "Change terms": the product's terms as they are, to change into its next version. */
export const ProductChange = ({ product, onClose, onChanged }: Props) => {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();

  const submit = async (values: Values) => {
    const changed = changedTerms(product, values);
    if (Object.keys(changed).length === 0) {
      message.info(t('nothingChanged'));
      return;
    }
    try {
      const answer = await staffCall(opsProductChange, { productId: product.productId, ...changed });
      message.success(t('termsChanged', { version: answer.product.version }));
      onChanged();
    } catch (reason) {
      message.error(reason instanceof Error ? reason.message : String(reason));
    }
  };

  return (
    <Modal
      open
      title={`${t('changeTerms')}: ${product.name}`}
      okText={t('save')}
      cancelText={t('cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{t('changeTermsHint')}</p>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={shown(product)}
        requiredMark={false}
      >
        {TERM_FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            label={t(field.label)}
            name={field.name}
            rules={[{ required: true, message: t('required') }]}
          >
            <InputNumber min={0} precision={field.shillings ? 2 : 0} style={{ width: '100%' }} />
          </Form.Item>
        ))}
        <OtherTermsField />
      </Form>
    </Modal>
  );
};
