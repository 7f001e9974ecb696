import { DEFAULT_OPS_URL } from '../cli-config.ts';
import type { Command } from '../command.ts';

export const helpCommand: Command = {
  name: 'help',
  args: [],
  usage: 'help',
  summary: 'this list',
  async run({ commands, config }) {
    const width = Math.max(...commands.map((c) => c.usage.length));
    return [
      'Staff command line: npm run ops -- <command>   (npm run -s ops -- … hides npm’s own lines)',
      '',
      ...commands.map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
      '',
      `OPS_URL      the server (default ${DEFAULT_OPS_URL})`,
      `STAFF_TOKEN  your personal token (console: My tokens); the trail names you by it.`,
      `             Without it, demo mode's own token: ${config.tokenFile}`,
    ].join('\n');
  },
};
