import { type OpsContactMessage, opsMessages } from '@tz-loan/contract/content/calls';
import { type Command, parseInput } from '../command.ts';
import { shown, shownLines, when } from '../format.ts';

const LANGUAGE_NAMES: Record<string, string> = { sw: 'Kiswahili', en: 'English' };

/** One message: who and when on a line, then the suggestion indented, as it was typed (lines kept). */
const messageText = (m: OpsContactMessage) => {
  const heading = shown(
    `#${m.id}  ${when(m.createdAt)}  ${m.name}  tel ${m.telephone}  (${LANGUAGE_NAMES[m.language] ?? m.language})`,
  );
  const body = shownLines(m.suggestion)
    .map((line) => `    ${line}`)
    .join('\n');
  return `${heading}\n${body}`;
};

export const messagesCommand: Command = {
  name: 'messages',
  args: [],
  options: { limit: { type: 'string' } },
  usage: 'messages [--limit N]',
  summary: "the official site's contact messages, newest first: who, when, telephone, suggestion",
  async run({ values, api }) {
    const input = parseInput(opsMessages, { limit: values.limit });
    const { messages } = await api.call(opsMessages, input);
    if (messages.length === 0) return 'No messages from the contact form yet.';
    const more = messages.length === input.limit ? ` (the newest ${input.limit}; --limit N shows more)` : '';
    const count = `${messages.length} message${messages.length === 1 ? '' : 's'}${more}`;
    return `${messages.map(messageText).join('\n\n')}\n\n${count}`;
  },
};
