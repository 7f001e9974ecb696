import { EXTRA_TERMS_MAX, type OpsProductTerm, PERIODS_MAX } from '@tz-loan/contract/staff/products';
import { Button, Form, InputNumber, Space } from 'antd';
import { type Translate, useT } from '../i18n/language.tsx';

/** A form's rows of terms: a row may be half typed until the form checks it. */
export type TermRows = { termDays: number | null; periods: number | null }[] | undefined;

/** '91 days, 2 instalments; 120 days, 4 instalments', or '(none)'. */
export const termsText = (terms: readonly OpsProductTerm[], t: Translate) =>
  terms.length === 0
    ? t('none')
    : terms.map((term) => t('termShort', { days: term.termDays, periods: term.periods })).join('; ');

/** The rows as the call takes them; the form's rules have made each row whole. */
export const termsOf = (rows: TermRows): OpsProductTerm[] =>
  (rows ?? []).map((row) => ({ termDays: Number(row.termDays), periods: Number(row.periods) }));

/** Whether two lists name the same terms, in any order. */
export const sameTerms = (x: readonly OpsProductTerm[], y: readonly OpsProductTerm[]) => {
  const key = (terms: readonly OpsProductTerm[]) =>
    terms
      .map((term) => `${term.termDays}/${term.periods}`)
      .sort()
      .join();
  return key(x) === key(y);
};

/**
 * The terms a borrower may choose besides the default (form field `extraTerms`): a row of days and
 * instalments each, added and removed; the server checks the limits and says what it refuses.
 */
export const OtherTermsField = () => {
  const t = useT();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 4 }}>{t('otherTerms')}</legend>
      <p style={{ color: 'rgba(0, 0, 0, 0.65)', marginTop: 0 }}>{t('otherTermsHint')}</p>
      <Form.List name="extraTerms">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item
                  name={[field.name, 'termDays']}
                  rules={[{ required: true, message: t('required') }]}
                >
                  <InputNumber
                    aria-label={t('otherTermDays', { n: index + 1 })}
                    placeholder={t('termDays')}
                    min={1}
                    precision={0}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'periods']}
                  rules={[{ required: true, message: t('required') }]}
                >
                  <InputNumber
                    aria-label={t('otherTermPeriods', { n: index + 1 })}
                    placeholder={t('periods')}
                    min={1}
                    max={PERIODS_MAX}
                    precision={0}
                  />
                </Form.Item>
                <Button
                  aria-label={t('removeOtherTerm', { n: index + 1 })}
                  onClick={() => remove(field.name)}
                >
                  {t('remove')}
                </Button>
              </Space>
            ))}
            <Form.Item>
              <Button
                type="dashed"
                onClick={() => add({ termDays: null, periods: null })}
                disabled={fields.length >= EXTRA_TERMS_MAX}
              >
                {t('addOtherTerm')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
    </fieldset>
  );
};
