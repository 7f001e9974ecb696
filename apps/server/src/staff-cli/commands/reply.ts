import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { opsComplaintImage, opsReply } from '@tz-loan/contract/complaint/calls';
import { COMPLAINT_IMAGES_MAX } from '@tz-loan/contract/platform/constants';
import { CliError, UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';
import { shown } from '../format.ts';

const readImage = async (path: string) => {
  try {
    return { name: basename(path), bytes: await readFile(path) };
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : String(error);
    throw new CliError(`Cannot read ${path}: ${reason}`);
  }
};

export const replyCommand: Command = {
  name: 'reply',
  args: ['problemId'],
  options: { text: { type: 'string' }, image: { type: 'string', multiple: true } },
  usage: 'reply <problemId> --text T [--image FILE]…',
  summary: 'answer a complaint with text and photos (each checked and re-encoded); the borrower gets an SMS',
  async run({ args, values, api }) {
    if (typeof values.text !== 'string') throw new UsageError('reply needs --text');
    const files = (Array.isArray(values.image) ? values.image : []).map(String);
    if (files.length > COMPLAINT_IMAGES_MAX) throw new UsageError(`At most ${COMPLAINT_IMAGES_MAX} --image`);
    // Checked before any photo is uploaded: a reply that cannot be sent leaves nothing behind.
    const input = parseInput(opsReply, { ...args, text: values.text });
    const images = await Promise.all(files.map(readImage));
    const imageIds: string[] = [];
    for (const image of images) {
      const uploaded = await api.upload(opsComplaintImage, { field: 'image', ...image });
      imageIds.push(uploaded.imageId);
    }
    const result = await api.call(opsReply, {
      problemId: input.problemId,
      text: input.text,
      images: imageIds.join(',') || undefined,
    });
    const photos = result.images === 1 ? '1 photo' : `${result.images} photos`;
    return shown(
      `Replied to complaint ${result.problemId} (${result.reference}) with ${photos} by ${result.actor}; SMS sent to ${result.phone}`,
    );
  },
};
