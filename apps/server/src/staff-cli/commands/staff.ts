import { staffBootstrap } from '@tz-loan/contract/staff/accounts';
import { UsageError } from '../cli-error.ts';
import { type Command, parseInput } from '../command.ts';

export const staffCommand: Command = {
  name: 'staff',
  args: ['action'],
  options: { name: { type: 'string' } },
  usage: 'staff create-admin --name "Full Name"',
  summary:
    "on the server's machine: makes an admin's invite (a one-time link valid 3 days); the admin opens it, chooses a password and sets up the authenticator app",
  async run({ args, values, api, config }) {
    if (args.action !== 'create-admin') throw new UsageError(`Unknown staff action '${args.action}'`);
    const input = parseInput(staffBootstrap, { name: values.name });
    const invite = await api.call(staffBootstrap, input, { machine: true });
    return [
      `Admin invite for ${input.name} (until ${invite.expiresAt}):`,
      `  ${config.url}${invite.path}`,
      'Open it in a browser; it works once.',
    ].join('\n');
  },
};
