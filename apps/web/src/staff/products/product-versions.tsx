import { type OpsProductVersion, opsProductVersions } from '@tz-loan/contract/staff/products';
import { Table } from 'antd';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { money } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { useLoad } from '../shared/use-load.ts';
import { termsText } from './other-terms.tsx';

const bp = (value: number) => `${(value / 100).toFixed(2)} %`;

/** A product's versions, the first first: a signed loan keeps the version it was signed with. */
export const ProductVersions = ({ productId, reloadKey }: { productId: number; reloadKey: number }) => {
  const t = useT();
  const { data, error, loading, reload } = useLoad(
    () => staffCall(opsProductVersions, { productId }),
    [productId, reloadKey],
  );
  return (
    <LoadState loading={loading} error={error} reload={reload}>
      <Table<OpsProductVersion>
        rowKey="version"
        size="small"
        dataSource={data?.versions ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('noItems') }}
        columns={[
          { title: t('version'), dataIndex: 'version', align: 'right' },
          {
            title: t('changedAt'),
            dataIndex: 'changedAt',
            render: (at: string) => at.slice(0, 16).replace('T', ' '),
          },
          { title: t('changedBy'), dataIndex: 'changedBy' },
          { title: t('amountMin'), dataIndex: 'amountMin', render: money, align: 'right' },
          { title: t('amountMax'), dataIndex: 'amountMax', render: money, align: 'right' },
          { title: t('termDays'), dataIndex: 'termDays', align: 'right' },
          { title: t('periods'), dataIndex: 'periods', align: 'right' },
          {
            title: t('otherTerms'),
            dataIndex: 'extraTerms',
            render: (terms: OpsProductVersion['extraTerms']) => termsText(terms, t),
          },
          { title: t('interestRate'), dataIndex: 'interestRateBp', render: bp, align: 'right' },
          { title: t('serviceFee'), dataIndex: 'serviceFeeBp', render: bp, align: 'right' },
          { title: t('penalty'), dataIndex: 'overduePenaltyDailyBp', render: bp, align: 'right' },
          { title: t('graceDays'), dataIndex: 'graceDays', align: 'right' },
          { title: t('deferralDays'), dataIndex: 'deferralDays', align: 'right' },
          { title: t('deferralFee'), dataIndex: 'deferralFeeBp', render: bp, align: 'right' },
          { title: t('apr'), dataIndex: 'aprBp', render: bp, align: 'right' },
        ]}
      />
    </LoadState>
  );
};
