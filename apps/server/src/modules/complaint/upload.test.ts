import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ASYNC_MARKER_HEADER, ASYNC_MARKER_VALUE } from '@tz-loan/contract/platform/constants';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaintImages } from '../../db/schema/complaint.ts';
import {
  complainant,
  createComplaintApp,
  makePhoto,
  multipartBody,
  readPhoto,
  type Session,
  uploadPhoto,
} from '../../test/complaints.ts';

// `upload-problem-img` (PRODUCT.md §12): real JPEG, PNG or WebP by content, at most 5 MB, stored
// re-encoded without metadata, served only to its borrower and staff, never cached.

let app: FastifyInstance;
let dataDir: string;
let session: Session;
beforeAll(async () => {
  ({ app, dataDir } = await createComplaintApp());
  session = await complainant(app);
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'complaint-images'));
  } catch {
    return [];
  }
};
const imageRows = () => app.db.select().from(complaintImages);

/** Uploads something hostile and checks it is refused in the envelope with nothing stored. */
const refused = async (bytes: Buffer, options?: Parameters<typeof multipartBody>[1]) => {
  const [filesBefore, rowsBefore] = [storedFiles().length, (await imageRows()).length];
  const answer = await uploadPhoto(app, session, bytes, options);
  expect(answer.status).toBe(200);
  expect(answer.body.code).not.toBe('00');
  expect(storedFiles()).toHaveLength(filesBefore);
  expect(await imageRows()).toHaveLength(rowsBefore);
  return answer.body as { code: string; message: string };
};

describe('uploading a complaint photo', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'keeps a real %s and answers its path in data.url',
    async (kind) => {
      const { status, body } = await uploadPhoto(app, session, await makePhoto(kind), {
        filename: `photo.${kind}`,
        type: `image/${kind}`,
      });
      expect(status).toBe(200);
      expect(body).toEqual({
        code: '00',
        message: 'success',
        data: { url: expect.stringMatching(/^\/tapi\/user-problem\/problem-image\/[A-Za-z0-9_-]{22}$/) },
      });
      const photo = await readPhoto(app, body.data.url, session);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe(`image/${kind}`);
      expect((await sharp(photo.rawPayload).metadata()).format).toBe(kind);
    },
  );

  it('re-encodes a phone photo: its EXIF (camera, GPS position) is gone', async () => {
    const original = await makePhoto('jpeg');
    const exif = (await sharp(original).metadata()).exif;
    // The GPSInfo pointer (tag 0x8825) is in the original's EXIF.
    expect(
      exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))),
    ).toBe(true);
    const { body } = await uploadPhoto(app, session, original);
    const stored = (await readPhoto(app, body.data.url, session)).rawPayload;
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretPhoneMaker'))).toBe(false);
    expect(metadata).toMatchObject({ width: 640, height: 480 });
  });

  it('refuses a PDF renamed to .jpg, by its content', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    expect(await refused(pdf, { filename: 'receipt.jpg', type: 'image/jpeg' })).toEqual({
      code: '415',
      message: 'Only photos can be uploaded (JPEG, PNG or WebP)',
    });
  });

  it('refuses an HTML file, whatever type it claims', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    expect((await refused(html, { filename: 'x.png', type: 'image/png' })).code).toBe('415');
  });

  it('refuses a file that starts like a JPEG but is not one', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('not really a photo')]);
    expect(await refused(fake)).toEqual({
      code: '400',
      message: 'This photo could not be read. It may be damaged; please choose another',
    });
  });

  it.each(['jpeg', 'png'] as const)('refuses a truncated %s', async (kind) => {
    const photo = await makePhoto(kind, { width: 800, height: 600 });
    const body = await refused(photo.subarray(0, Math.floor(photo.length * 0.6)));
    expect(body.code).toBe('400');
  });

  it('refuses a 50 MB body before reading it', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 0xff);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await refused(huge)).toEqual({
      code: '413',
      message: 'The photo is larger than 5 MB. Please choose a smaller one',
    });
  });

  it('refuses a file just over 5 MB while reading it (the declared size looked fine)', async () => {
    const over = Buffer.alloc(5 * 1024 * 1024 + 10_000, 0x20);
    over.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await refused(over, { type: 'image/png' })).code).toBe('413');
  });

  it('refuses a request without the problemImage field, or not multipart', async () => {
    const photo = await makePhoto('png');
    expect(await refused(photo, { field: 'other' })).toEqual({
      code: '400',
      message: 'Choose a photo to upload',
    });
    const plain = await app.inject({
      method: 'POST',
      url: `/tapi/user-problem/upload-problem-img?${new URLSearchParams(session)}`,
      headers: {
        [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'problemImage=abc',
    });
    expect(plain.json()).toEqual({ code: '400', message: 'Choose a photo to upload' });
  });

  it('refuses an upload without a session', async () => {
    const { payload, contentType } = multipartBody(await makePhoto('png'));
    const response = await app.inject({
      method: 'POST',
      url: '/tapi/user-problem/upload-problem-img',
      headers: { [ASYNC_MARKER_HEADER]: ASYNC_MARKER_VALUE, 'content-type': contentType },
      payload,
    });
    expect(response.json()).toEqual({ code: '401', message: 'Please log in to continue' });
  });

  it('refuses in Kiswahili when the borrower reads Kiswahili', async () => {
    const answer = await uploadPhoto(app, { ...session, language: 'sw' }, Buffer.from('%PDF-1.7'));
    expect(answer.body).toEqual({ code: '415', message: 'Unaweza kupakia picha tu (JPEG, PNG au WebP)' });
  });
});

describe('reading a complaint photo', () => {
  let url: string;
  beforeAll(async () => {
    url = (await uploadPhoto(app, session, await makePhoto('png'))).body.data.url;
  });

  it('serves it to its borrower, never cached', async () => {
    const photo = await readPhoto(app, url, session);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['cache-control']).toBe('no-store');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is not served by its address alone', async () => {
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/json');
  });

  it('is not served to another borrower: to them it does not exist, like a made-up one', async () => {
    const other = await complainant(app);
    const theirs = await readPhoto(app, url, other);
    const madeUp = await readPhoto(app, '/tapi/user-problem/problem-image/AAAAAAAAAAAAAAAAAAAAAA', other);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(madeUp.json());
    expect(theirs.json()).toEqual({
      code: 404,
      message: 'This photo does not exist. Please upload it again',
    });
  });
});
