import { opsComplaintDetail } from '@tz-loan/contract/complaint/calls';
import { type Command, parseInput } from '../command.ts';
import { shown, shownLines, when } from '../format.ts';
import { complaintStatus } from './complaints.ts';

const LANGUAGE_NAMES: Record<string, string> = { sw: 'Kiswahili', en: 'English' };

const indented = (text: string) =>
  shownLines(text)
    .map((line) => `    ${line}`)
    .join('\n');

export const complaintCommand: Command = {
  name: 'complaint',
  args: ['problemId'],
  usage: 'complaint <problemId>',
  summary: 'one complaint in full: what the borrower wrote, their photos, the reply and its rating',
  async run({ args, api, config }) {
    const c = await api.call(opsComplaintDetail, parseInput(opsComplaintDetail, args));
    const photos = (paths: string[]) => paths.map((path) => `    ${config.url}${path}`);
    const order = c.orderId === null ? 'no order' : `order ${c.orderId}`;
    const lines = [
      shown(
        `Complaint ${c.problemId} ${c.reference}: ${c.type} (${complaintStatus(c)}; reply by ${c.replyBy})`,
      ),
      shown(
        `From ${c.phone} on ${when(c.createdAt)}, ${order}, written in ${LANGUAGE_NAMES[c.language] ?? c.language}`,
      ),
      indented(c.content),
      ...(c.images.length ? [`Photos (${c.images.length}, with the ops token):`, ...photos(c.images)] : []),
    ];
    if (c.repliedAt) {
      lines.push(shown(`Reply by ${c.repliedBy ?? 'staff'} on ${when(c.repliedAt)}:`), indented(c.reply));
      if (c.replyImages.length)
        lines.push(`Reply photos (${c.replyImages.length}):`, ...photos(c.replyImages));
    } else {
      lines.push(`Not replied yet: npm run ops -- reply ${c.problemId} --text T [--image FILE]…`);
    }
    return lines.join('\n');
  },
};
