// A mistake of the person running the command (a missing file, a bad option): reported as one
// clear line and an exit code, never as a stack trace.
export class UserError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = 'UserError';
    this.exitCode = exitCode;
  }
}

/** A wrong or missing option or argument: exit code 2, like most command-line tools. */
export class UsageError extends UserError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'UsageError';
  }
}
