// A phone photo is 3–8 MB; on 3G that is minutes. The browser draws it smaller and encodes a JPEG
// itself, so a few lines do what an image library would (browser-image-compression, the usual one,
// fetches its worker script from a CDN by default and carries a PNG encoder this never needs). The
// server re-encodes whatever arrives, so a photo the phone cannot shrink is sent as it is.

/** Photos larger than this are shrunk before they are sent. */
export const SHRINK_OVER_BYTES = 800 * 1024;
/** The longest edge a shrunk photo keeps: enough to read a message on a screenshot. */
export const SHRUNK_EDGE_PX = 1600;
const JPEG_QUALITY = 0.82;

const decode = async (file: Blob): Promise<HTMLImageElement> => {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    // An <img> turns the photo upright from its EXIF orientation, as the borrower saw it.
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
};

const toJpeg = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));

/** The photo to send: `file` itself when small, else a JPEG at most SHRUNK_EDGE_PX on its longer edge. */
export const shrinkPhoto = async (file: File): Promise<Blob> => {
  if (file.size <= SHRINK_OVER_BYTES) return file;
  try {
    const image = await decode(file);
    const scale = Math.min(1, SHRUNK_EDGE_PX / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
    const shrunk = await toJpeg(canvas);
    return shrunk && shrunk.size < file.size ? shrunk : file;
  } catch {
    return file;
  }
};
