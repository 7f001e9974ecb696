import { opsQueues } from '@tz-loan/contract/staff/queues';
import { Card, Col, Row, Statistic } from 'antd';

import { staffCall } from '../http/staff-http.ts';
import type { TextKey } from '../i18n/dictionary.ts';
import { useT } from '../i18n/language.tsx';
import { navFor } from '../layout/nav.ts';
import { useSession } from '../session/session.tsx';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { StaffLink } from '../shared/staff-link.tsx';
import { useLoad } from '../shared/use-load.ts';

type Counts = Awaited<ReturnType<typeof staffCall<typeof opsQueues>>>;

/** Each count and the page that works it (with the filter that shows those items). */
const QUEUES: { count: keyof Counts; label: TextKey; to: string }[] = [
  { count: 'ordersToDecide', label: 'q_ordersToDecide', to: '/orders?status=21' },
  { count: 'failedPayouts', label: 'q_failedPayouts', to: '/orders?status=151' },
  { count: 'referencesToConfirm', label: 'q_referencesToConfirm', to: '/references' },
  { count: 'approvalsPending', label: 'q_approvalsPending', to: '/approvals' },
  { count: 'complaintsOverdue', label: 'q_complaintsOverdue', to: '/complaints' },
  { count: 'complaintsOpen', label: 'q_complaintsOpen', to: '/complaints' },
  { count: 'contactMessages', label: 'q_contactMessages', to: '/messages' },
  { count: 'rightsOverdue', label: 'q_rightsOverdue', to: '/rights' },
  { count: 'rightsOpen', label: 'q_rightsOpen', to: '/rights' },
];

export const QueuesPage = () => {
  const t = useT();
  const { session } = useSession();
  const pages = new Set(navFor(session.me.roles).map((item) => item.path));
  const { data, error, loading, reload } = useLoad(() => staffCall(opsQueues), []);
  return (
    <>
      <PageTitle>{t('nav_queues')}</PageTitle>
      <LoadState loading={loading} error={error} reload={reload}>
        <Row gutter={[16, 16]}>
          {QUEUES.filter((queue) => pages.has(queue.to.split('?')[0] ?? '')).map((queue) => (
            <Col key={queue.label} xs={24} sm={12} lg={8}>
              <Card>
                <Statistic title={t(queue.label)} value={data?.[queue.count] ?? 0} />
                <StaffLink to={queue.to}>
                  {t('open')}: {t(queue.label)}
                </StaffLink>
              </Card>
            </Col>
          ))}
        </Row>
      </LoadState>
    </>
  );
};
