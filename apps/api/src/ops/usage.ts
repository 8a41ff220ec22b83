/** A command line the operator got wrong: the CLI prints it with the usage and exits with status 2. */
export class UsageError extends Error {}

export type Command = (args: string[]) => Promise<void>;
