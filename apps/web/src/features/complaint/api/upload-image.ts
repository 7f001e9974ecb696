import type { uploadComplaintImage } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_IMAGE_FIELD, COMPLAINT_PATHS } from '@tz-loan/contract/complaint/paths';
import type { CallData } from '@tz-loan/contract/platform/call';
import { isSuccessCode } from '@tz-loan/contract/platform/envelope';
import { apiClient } from '../../../shared/http/clients.ts';

type Answer = { code: unknown; message?: string; data?: CallData<typeof uploadComplaintImage> };

/**
 * Sends one photo (multipart `problemImage`), reporting the part sent; resolves to the path the server
 * keeps it at, or null when the server refused it (the client has shown the server's message).
 * Rejects when there was no answer.
 */
export const uploadImage = async (photo: Blob, onProgress: (fraction: number) => void) => {
  const form = new FormData();
  const type = photo.type || 'image/jpeg';
  form.append(COMPLAINT_IMAGE_FIELD, photo, `photo.${type.split('/')[1] ?? 'jpg'}`);
  const answer = await apiClient.post<Answer>(COMPLAINT_PATHS.uploadImage.path, form, {
    onUploadProgress: onProgress,
  });
  return isSuccessCode(answer.code) && answer.data ? answer.data.url : null;
};
