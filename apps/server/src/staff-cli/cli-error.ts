/** A failure the command line reports in one line and exits 1 on. */
export class CliError extends Error {
  override name = 'CliError';
}

/** Bad arguments: the runner adds the command's usage. */
export class UsageError extends CliError {
  override name = 'UsageError';
}
