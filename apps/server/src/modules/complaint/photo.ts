import sharp, { type Sharp } from 'sharp';

/** A photo as stored: re-encoded from the decoded pixels, so nothing of the upload's metadata is left. */
export type Photo = { bytes: Buffer; contentType: string; extension: string; width: number; height: number };

/** Why an upload is not a photo we keep. */
export type PhotoRefusal = 'notImage' | 'unreadable' | 'tooManyPixels';

type Kind = 'jpeg' | 'png' | 'webp';

// A phone's largest camera (200 MP) is shrunk by the app before upload; past this a "photo" is a
// decompression bomb, refused before its pixels are allocated.
const MAX_INPUT_PIXELS = 40_000_000;
/** The longest side kept: screenshots and documents stay legible, storage stays small. */
const LONG_EDGE = 2560;

const OUTPUT: Record<Kind, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

const startsWith = (bytes: Buffer, at: number, signature: readonly number[]) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** What the first bytes say the file is, whatever its name or declared type claims. */
export const sniffImage = (bytes: Buffer): Kind | null => {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (startsWith(bytes, 0, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, 8, [0x57, 0x45, 0x42, 0x50])) {
    return 'webp';
  }
  return null;
};

const encode = (image: Sharp, kind: Kind) => {
  if (kind === 'jpeg') return image.jpeg({ quality: 85 });
  if (kind === 'png') return image.png({ compressionLevel: 6 });
  return image.webp({ quality: 85 });
};

/**
 * A JPEG, PNG or WebP by its content (magic bytes, then a full decode: a truncated file fails), turned
 * upright, at most LONG_EDGE on its longest side and re-encoded in its own format. sharp writes no
 * metadata unless asked, so EXIF (a phone photo's GPS position), XMP and ICC are dropped.
 */
export const reencodePhoto = async (bytes: Buffer): Promise<Photo | PhotoRefusal> => {
  const kind = sniffImage(bytes);
  if (!kind) return 'notImage';
  const options = { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS } as const;
  try {
    const { format } = await sharp(bytes, options).metadata();
    if (format !== kind) return 'notImage';
    const image = sharp(bytes, options)
      .rotate()
      .resize({ width: LONG_EDGE, height: LONG_EDGE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await encode(image, kind).toBuffer({ resolveWithObject: true });
    return { bytes: data, ...OUTPUT[kind], width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return 'tooManyPixels';
    return 'unreadable';
  }
};
