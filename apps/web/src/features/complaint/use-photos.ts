import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { COMPLAINT_IMAGES_MAX } from '@tz-loan/contract/platform/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showInfo } from '../../shared/ui/toast.ts';
import { uploadImage } from './api/upload-image.ts';
import { shrinkPhoto } from './shrink-photo.ts';

/** A photo the borrower added: shown at once from the phone, sent in the background. */
export type Photo = {
  id: number;
  /** The phone's own copy, for the preview. */
  preview: string;
  /** 0–1 while it uploads. */
  progress: number;
  /** Where the server keeps it, once uploaded. */
  url?: string;
};

const TOO_MANY = msg`You can add at most ${COMPLAINT_IMAGES_MAX} photos`;
const NOT_SENT = msg`The photo could not be uploaded. Please check your connection and try again.`;

let nextId = 0;

/**
 * The complaint's photos (SPEC.md §4): at most 9; each uploads as soon as it is added, shrunk on the
 * phone when large; a refused or failed one leaves the list with the reason said; removing one drops it.
 */
export const usePhotos = () => {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const kept = useRef(photos);
  kept.current = photos;
  const patch = (id: number, changes: Partial<Photo>) =>
    setPhotos((list) => list.map((photo) => (photo.id === id ? { ...photo, ...changes } : photo)));

  const drop = useCallback((id: number) => {
    setPhotos((list) => {
      const gone = list.find((photo) => photo.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((photo) => photo.id !== id);
    });
  }, []);

  const send = async (photo: Photo, file: File) => {
    try {
      const url = await uploadImage(await shrinkPhoto(file), (progress) => patch(photo.id, { progress }));
      if (url) patch(photo.id, { url, progress: 1 });
      else drop(photo.id);
    } catch {
      showInfo(i18n._(NOT_SENT));
      drop(photo.id);
    }
  };

  const add = (files: File[]) => {
    const room = COMPLAINT_IMAGES_MAX - kept.current.length;
    if (files.length > room) showInfo(i18n._(TOO_MANY));
    const added = files.slice(0, Math.max(0, room)).map((file) => {
      nextId += 1;
      const photo: Photo = { id: nextId, preview: URL.createObjectURL(file), progress: 0 };
      return { photo, file };
    });
    setPhotos((list) => [...list, ...added.map(({ photo }) => photo)]);
    for (const { photo, file } of added) void send(photo, file);
  };

  useEffect(
    () => () => {
      for (const photo of kept.current) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  return {
    photos,
    add,
    remove: drop,
    uploading: photos.some((photo) => photo.url === undefined),
    urls: photos.flatMap((photo) => (photo.url ? [photo.url] : [])),
  };
};
