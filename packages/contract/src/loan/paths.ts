import type { CallRef } from '../platform/call-ref.ts';
import { SUPPORT_PATHS } from '../support/paths.ts';

/** The loan calls' methods and paths, zod-free for the web app; their schemas are in loan.ts. */
export const LOAN_PATHS = {
  confirm: { method: 'POST', path: '/v3/loan-confirm/loan-detail-confirm' },
  contracts: { method: 'GET', path: '/v3/contract/contract' },
  contractJump: { method: 'GET', path: '/v3/contract/contract-jump' },
  submit: { method: 'POST', path: '/v3/loan-confirm/loan-detail-push-yd' },
  details: { method: 'GET', path: '/v3/loan-details/loan-details' },
  unionErrorInfo: { method: 'POST', path: '/service/new/union-error-info' },
  // Support calls the loan details screen makes; their schemas are in support.ts.
  googleScore: SUPPORT_PATHS.googleScore,
  eventSave: SUPPORT_PATHS.eventSave,
  recommendList: { method: 'POST', path: '/v3/product/recommend' },
  productDetail: { method: 'POST', path: '/v3/product/detail' },
  legacyConfirm: { method: 'POST', path: '/gopia/goya/satire' },
  legacyContracts: { method: 'GET', path: '/gopia/goya/cultures' },
  legacyOpenContract: { method: 'GET', path: '/gopia/goya/misunderstood' },
  legacySubmit: { method: 'POST', path: '/gopia/goya/depush' },
  legacyDefine: { method: 'POST', path: '/gopia/goya/define' },
} as const satisfies Record<string, CallRef>;
