import { opsPromotion } from '@tz-loan/contract/promotion/calls';
import { opsFigures } from '@tz-loan/contract/staff/queues';
import { Button, Card, Col, Form, Input, Row, Table } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { staffCall } from '../http/staff-http.ts';
import { useT } from '../i18n/language.tsx';
import { money } from '../shared/format.ts';
import { LoadState } from '../shared/load-state.tsx';
import { PageTitle } from '../shared/page-title.tsx';
import { useLoad } from '../shared/use-load.ts';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Whole shillings for a chart's axis: minor units are too long to read there. */
const shillings = (minor: number) => Math.round(minor / 100);

const Chart = ({ title, children }: { title: string; children: ReactNode }) => (
  <Col xs={24} xl={12}>
    <Card>
      <figure style={{ margin: 0 }}>
        <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
        <div style={{ width: '100%', height: 280 }}>{children}</div>
      </figure>
    </Card>
  </Col>
);

export const FiguresPage = () => {
  const t = useT();
  const [period, setPeriod] = useState({ from: isoDay(Date.now() - 29 * DAY_MS), to: isoDay(Date.now()) });
  const figures = useLoad(() => staffCall(opsFigures, period), [period.from, period.to]);
  const promotion = useLoad(() => staffCall(opsPromotion), []);
  const days = (figures.data?.days ?? []).map((day) => ({
    ...day,
    disbursedTzs: shillings(day.disbursed),
    collectedTzs: shillings(day.collected),
  }));
  const funnel = (promotion.data?.rows ?? []).map((row) => ({
    ...row,
    name: `${row.templateTitle ?? t('none')} · ${row.utmTag || t('none')}`,
  }));

  return (
    <>
      <PageTitle>{t('nav_figures')}</PageTitle>
      <Form
        layout="inline"
        initialValues={period}
        onFinish={(values: { from: string; to: string }) => setPeriod(values)}
        style={{ marginBottom: 16, rowGap: 8 }}
        aria-label={t('periodPicker')}
      >
        <Form.Item label={t('periodPicker')} name="from" rules={[{ required: true, message: t('required') }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item label="→" name="to" rules={[{ required: true, message: t('required') }]}>
          <Input type="date" aria-label={`${t('periodPicker')} →`} />
        </Form.Item>
        <Button htmlType="submit">{t('search')}</Button>
      </Form>
      <LoadState loading={figures.loading} error={figures.error} reload={figures.reload}>
        <Row gutter={[16, 16]}>
          <Chart title={t('chartApplications')}>
            <ResponsiveContainer>
              <LineChart data={days}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Line dataKey="applications" name={t('applications')} stroke="#1f5fbf" />
                <Line dataKey="approvals" name={t('approvals')} stroke="#237804" />
              </LineChart>
            </ResponsiveContainer>
          </Chart>
          <Chart title={t('chartMoney')}>
            <ResponsiveContainer>
              <BarChart data={days}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="date" />
                <YAxis />
                <Tooltip />
                <Legend />
                <Bar dataKey="disbursedTzs" name={t('disbursed')} fill="#1f5fbf" />
                <Bar dataKey="collectedTzs" name={t('collected')} fill="#237804" />
              </BarChart>
            </ResponsiveContainer>
          </Chart>
          <Chart title={t('chartArrears')}>
            <ResponsiveContainer>
              <BarChart data={figures.data?.arrears ?? []}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="bucket" />
                <YAxis allowDecimals={false} />
                <Tooltip formatter={(value, name) => [value, name]} />
                <Legend />
                <Bar dataKey="orders" name={t('ordersCount')} fill="#ad4e00" />
              </BarChart>
            </ResponsiveContainer>
          </Chart>
          <Chart title={t('chartComplaints')}>
            <ResponsiveContainer>
              <BarChart data={figures.data?.complaints ?? []}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="type" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar dataKey="count" name={t('complaints')} fill="#9e1068" />
                <Bar dataKey="medianReplyHours" name={t('medianReplyHours')} fill="#391085" />
              </BarChart>
            </ResponsiveContainer>
          </Chart>
        </Row>
        <Table
          style={{ marginTop: 16 }}
          size="small"
          rowKey="bucket"
          pagination={false}
          dataSource={figures.data?.arrears ?? []}
          columns={[
            { title: t('chartArrears'), dataIndex: 'bucket' },
            { title: t('ordersCount'), dataIndex: 'orders', align: 'right' },
            { title: t('amount'), dataIndex: 'amount', render: money, align: 'right' },
          ]}
        />
      </LoadState>
      <LoadState loading={promotion.loading} error={promotion.error} reload={promotion.reload}>
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          <Chart title={t('chartPromotion')}>
            <ResponsiveContainer>
              <BarChart data={funnel}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="name" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar dataKey="visits" name={t('visits')} fill="#1f5fbf" />
                <Bar dataKey="clicks" name={t('clicks')} fill="#006d75" />
                <Bar dataKey="codesSent" name={t('codesSent')} fill="#ad4e00" />
                <Bar dataKey="registrations" name={t('registrations')} fill="#237804" />
              </BarChart>
            </ResponsiveContainer>
          </Chart>
          <Col xs={24} xl={12}>
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={funnel}
              scroll={{ x: true }}
              columns={[
                {
                  title: t('template'),
                  dataIndex: 'templateTitle',
                  render: (v: string | null) => v ?? t('none'),
                },
                { title: t('tag'), dataIndex: 'utmTag', render: (v: string) => v || t('none') },
                { title: t('visits'), dataIndex: 'visits', align: 'right' },
                { title: t('clicks'), dataIndex: 'clicks', align: 'right' },
                { title: t('codesSent'), dataIndex: 'codesSent', align: 'right' },
                { title: t('registrations'), dataIndex: 'registrations', align: 'right' },
                {
                  title: t('conversion'),
                  dataIndex: 'conversionBp',
                  align: 'right',
                  render: (bp: number | null) => (bp === null ? '' : `${(bp / 100).toFixed(2)} %`),
                },
              ]}
            />
          </Col>
        </Row>
      </LoadState>
    </>
  );
};
