import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** The image of a data: address as a file's content. */
const dataBlob = (url: string): Blob => {
  const comma = url.indexOf(',');
  const head = url.slice(5, comma);
  const body = url.slice(comma + 1);
  const type = head.split(';')[0] || 'application/octet-stream';
  if (!head.endsWith(';base64')) return new Blob([decodeURIComponent(body)], { type });
  const bytes = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type });
};

/**
 * The QR as a PNG, which a phone's gallery and a wallet app's 'scan from photo' open (an SVG they often
 * do not): drawn on a white square. null where the browser cannot draw it.
 */
const pngOf = async (src: string): Promise<Blob | null> => {
  try {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 600;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  } catch {
    return null;
  }
};

type Props = { qrCode: string; tradeNo: string };

/**
 * 'Lipa QR' on the phone that must scan it: save the image (a download named after the trade) or share
 * it to the wallet app where the browser can share files. Until the PNG is ready, the QR as it came.
 */
export const QrActions = ({ qrCode, tradeNo }: Props) => {
  const [file, setFile] = useState<File>(() => {
    const blob = dataBlob(qrCode);
    return new File([blob], `lipa-qr-${tradeNo}.svg`, { type: blob.type });
  });
  const [href, setHref] = useState(qrCode);
  useEffect(() => {
    let url = '';
    let gone = false;
    void pngOf(qrCode).then((png) => {
      if (!png || gone) return;
      url = URL.createObjectURL(png);
      setFile(new File([png], `lipa-qr-${tradeNo}.png`, { type: 'image/png' }));
      setHref(url);
    });
    return () => {
      gone = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [qrCode, tradeNo]);
  const canShare = typeof navigator.share === 'function' && navigator.canShare?.({ files: [file] }) === true;
  return (
    <div className="code-qr-actions">
      <p className="code-qr-hint">
        <Trans>Paying from this phone? Save or share the QR image, then open it in your wallet app.</Trans>
      </p>
      <a className="code-button" href={href} download={file.name}>
        <Trans>Save QR image</Trans>
      </a>
      {canShare && (
        <button
          type="button"
          className="code-button code-button-quiet"
          onClick={() => {
            // A share the borrower closes is no error.
            navigator.share({ files: [file] }).catch(() => undefined);
          }}
        >
          <Trans>Share QR image</Trans>
        </button>
      )}
    </div>
  );
};
