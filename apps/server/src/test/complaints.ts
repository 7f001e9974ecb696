import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { REPAY_ENV } from './repayment-loans.ts';
import { createTestApp, get, login } from './test-app.ts';

// Test fixtures for complaints: an app whose photos go to a scratch folder, borrowers, photos made
// on the spot, and the calls the complaint screens make.

export type Session = Record<string, string>;

/** An app for complaint tests: photos in a scratch folder, payments deliverable at once. */
export const createComplaintApp = async (env: NodeJS.ProcessEnv = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'complaints-'));
  const app = await createTestApp({ ...REPAY_ENV, DATA_DIR: dataDir, ...env });
  return { app, dataDir };
};

let phoneSeq = 0;
/** A logged-in borrower (06 55… numbers: no other fixture uses them). */
export const complainant = async (app: FastifyInstance) => {
  phoneSeq += 1;
  return login(app, `0655${String(process.pid % 100).padStart(2, '0')}${String(phoneSeq).padStart(4, '0')}`);
};

const query = (params: Session) => `?${new URLSearchParams(params)}`;

/** A complaint call as the second HTTP client makes it: form body, marker header, common params. */
export const complaintPost = async (
  app: FastifyInstance,
  path: string,
  body: Record<string, string | number | undefined>,
  session: Session,
  headers: Record<string, string> = {},
) => {
  const response = await app.inject({
    method: 'POST',
    url: `/tapi${path}${query(session)}`,
    headers: {
      [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams(
      Object.entries(body).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
    ).toString(),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

export const saveComplaint = (
  app: FastifyInstance,
  session: Session,
  body: Record<string, string | number | undefined>,
  headers?: Record<string, string>,
) =>
  complaintPost(
    app,
    '/user-problem/problem-save',
    { problemType: 2, problemDetail: 'The payment did not show', ...body },
    session,
    headers,
  );

export const complaintDetail = async (app: FastifyInstance, session: Session, problemId: string) =>
  (await complaintPost(app, '/user-problem/problem-detail', { problemId }, session)).body;

/** One file in a multipart body, as a webview's file input sends it. */
export const multipartBody = (
  bytes: Buffer,
  { field = 'problemImage', filename = 'photo.jpg', type = 'image/jpeg' } = {},
) => {
  const boundary = `----form${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

export const uploadPhoto = async (
  app: FastifyInstance,
  session: Session,
  bytes: Buffer,
  options?: Parameters<typeof multipartBody>[1],
) => {
  const { payload, contentType } = multipartBody(bytes, options);
  const response = await app.inject({
    method: 'POST',
    url: `/tapi/user-problem/upload-problem-img${query(session)}`,
    headers: { [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE, 'content-type': contentType },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};

/** Reads a photo the way the app shows it: its path with the common params. */
export const readPhoto = (app: FastifyInstance, path: string, session: Session) =>
  app.inject({ method: 'GET', url: `${path}${query(session)}` });

/** A real photo made on the spot; a JPEG carries a camera's EXIF with a GPS position. */
export const makePhoto = (kind: 'jpeg' | 'png' | 'webp' = 'jpeg', { width = 640, height = 480 } = {}) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  if (kind === 'png') return image.png().toBuffer();
  if (kind === 'webp') return image.webp().toBuffer();
  return image
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretPhoneMaker', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '6/1 48/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '39/1 17/1 0/1',
      },
    })
    .toBuffer();
};

/** The last SMS the sandbox sent to the borrower's phone. */
export const lastSms = async (app: FastifyInstance, session: Session) => {
  const { body } = await get(app, '/dev/sms-outbox', { phone: session.mobilePhone ?? '' });
  return body.data.messages[0]?.text as string | undefined;
};

/** The ops token complaint tests run with. */
export const COMPLAINT_OPS_TOKEN = 'complaint-ops-token-0123456789abcdef';

/** A call of the ops API as the command line makes it: JSON, bearer token, who acts. */
export const opsRequest = async (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
) => {
  const response = await app.inject({
    method,
    url: `/tapi/ops${path}`,
    headers: {
      authorization: `Bearer ${COMPLAINT_OPS_TOKEN}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return response.json();
};

/** Staff upload a photo for a reply. */
export const staffPhoto = async (app: FastifyInstance, bytes: Buffer) => {
  const { payload, contentType } = multipartBody(bytes, {
    field: 'image',
    filename: 'reply.png',
    type: 'image/png',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/tapi/ops/complaint-images',
    headers: { authorization: `Bearer ${COMPLAINT_OPS_TOKEN}`, 'content-type': contentType },
    payload,
  });
  return response.json();
};

export const staffReply = (
  app: FastifyInstance,
  problemId: string | number,
  text: string,
  images?: string[],
) =>
  opsRequest(app, 'POST', `/complaints/${problemId}/reply`, {
    text,
    ...(images ? { images: images.join(',') } : {}),
  });
