import type {
  ComplaintDetailData,
  ComplaintInitData,
  ComplaintListData,
  ComplaintOrder,
} from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import { SERVICE_TELEPHONE } from '@tz-loan/contract/platform/constants';
import type { MockHandlers } from '../../shared/http/mock-types.ts';

// The complaint and customer-service calls answer '00' for success (SPEC.md §7–§8).
const ok00 = <T>(data: T) => ({ code: '00', message: 'success', data });

const order = (orderNo: string, status: number, statusText: string, isShow: 0 | 1): ComplaintOrder => ({
  orderNo,
  productLogo: '/logos/haraka.svg',
  productName: 'Haraka Loan',
  status,
  statusText,
  rows: [
    { title: 'Loan amount', value: '600.000,00 TZS' },
    { title: 'Due date', value: '2026-03-02' },
  ],
  isShow,
});

export const complaintOrdersMock = [order('12', 180, 'Overdue', 1), order('7', 200, 'Settled', 0)];

export const complaintInitMock: ComplaintInitData = {
  replyBy: '2026-01-08',
  replyPromise: 'We will reply within 3 working days, by 2026-01-08',
  problemType: [
    { title: 'Debt collection', value: 1, icon: 'collection' },
    { title: 'Repayment and payments', value: 2, icon: 'repayment' },
    { title: 'Loan application and payout', value: 3, icon: 'application' },
    { title: 'Fees and charges', value: 4, icon: '' },
    { title: 'Account and personal data', value: 5, icon: '' },
    { title: 'App and service', value: 6, icon: '' },
    { title: 'Other', value: 7, icon: '' },
  ],
  problemSonType: [
    { title: 'Threats or abusive language', value: 11 },
    { title: 'Contacting my family, friends or employer', value: 12 },
    { title: 'Calls at unreasonable hours', value: 13 },
    { title: 'Wrong amount demanded', value: 14 },
    { title: 'Other collection conduct', value: 15 },
  ],
  orderDetail: null,
  orderList: complaintOrdersMock,
};

export const complaintListMock: ComplaintListData = {
  tabs: [
    {
      title: 'Processing',
      value: 1,
      list: [
        {
          id: '31',
          time: '2026-01-05 10:12:00',
          type: 'Debt collection',
          content: 'A collector called my employer about my loan.',
          reference: 'C2026-000031',
          isNeedScore: 0,
        },
      ],
    },
    { title: 'Replied', value: 2, list: [] },
  ],
};

export const complaintDetailMock: ComplaintDetailData = {
  problemId: '31',
  reference: 'C2026-000031',
  problemType: 1,
  problemSonType: 12,
  type: 'Debt collection',
  sonType: 'Contacting my family, friends or employer',
  orderNo: '12',
  content: 'A collector called my employer about my loan.',
  images: [],
  status: 'processing',
  time: '2026-01-05 10:12:00',
  replyBy: '2026-01-08',
  replyPromise: 'We will reply within 3 working days, by 2026-01-08',
  disposeDetail: '',
  disposeImages: [],
  disposeTime: '',
  isNeedScore: 0,
  score: null,
  escalation: '',
};

const withOrder = (params: Record<string, unknown>) => {
  const orderNo = String(params.orderId ?? '');
  return ok00({
    ...complaintInitMock,
    orderDetail: complaintOrdersMock.find((o) => o.orderNo === orderNo) ?? null,
  });
};

const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

export const mocks: MockHandlers = {
  [key(COMPLAINT_PATHS.complaintInit)]: withOrder,
  [key(COMPLAINT_PATHS.complaintInitGet)]: withOrder,
  [key(COMPLAINT_PATHS.complaintList)]: () => ok00(complaintListMock),
  [key(COMPLAINT_PATHS.complaintDetail)]: () => ok00(complaintDetailMock),
  [key(COMPLAINT_PATHS.complaintSave)]: () =>
    ok00({
      problemId: '32',
      reference: 'C2026-000032',
      replyBy: complaintInitMock.replyBy,
      replyPromise: complaintInitMock.replyPromise,
    }),
  // Mock mode keeps no photo: the preview the phone shows is its own copy.
  [key(COMPLAINT_PATHS.uploadImage)]: () =>
    ok00({ url: '/tapi/user-problem/problem-image/mockmockmockmockmockmo' }),
  [key(COMPLAINT_PATHS.saveScore)]: () => ({ code: '00', message: 'Thank you for your rating', data: {} }),
  [key(COMPLAINT_PATHS.contactInfo)]: () =>
    ok00({ smWa: SERVICE_TELEPHONE, email: 'support@sandbox-lender.example' }),
};
