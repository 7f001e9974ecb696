import { Trans, useLingui } from '@lingui/react/macro';
import { COMPLAINT_IMAGES_MAX } from '@tz-loan/contract/platform/constants';
import type { ChangeEvent } from 'react';
import type { Photo } from './use-photos.ts';

type Props = { photos: Photo[]; onAdd: (files: File[]) => void; onRemove: (id: number) => void };

/** The complaint's photos: previews with their upload progress, × to remove, and a tile to add more. */
export const PhotoPicker = ({ photos, onAdd, onRemove }: Props) => {
  const { t } = useLingui();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onAdd(files);
  };
  return (
    <ul className="cp-photos" aria-label={t`Photos`}>
      {photos.map((photo, index) => {
        const position = index + 1;
        return (
          <li key={photo.id} className="cp-photo">
            <img src={photo.preview} alt={t`Attachment ${position}`} />
            {photo.url === undefined && (
              <progress max={1} value={photo.progress} aria-label={t`Uploading photo ${position}`} />
            )}
            <button
              type="button"
              className="cp-photo-remove"
              aria-label={t`Remove photo ${position}`}
              onClick={() => onRemove(photo.id)}
            >
              ×
            </button>
          </li>
        );
      })}
      {photos.length < COMPLAINT_IMAGES_MAX && (
        <li className="cp-photo cp-photo-add">
          <label>
            <span aria-hidden="true">+</span>
            <span className="cp-photo-add-text">
              <Trans>Add photo</Trans>
            </span>
            <input type="file" accept="image/jpeg,image/png,image/webp" multiple onChange={choose} />
          </label>
        </li>
      )}
    </ul>
  );
};
