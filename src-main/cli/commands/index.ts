import type { Command } from 'commander';

/** Each subcommand registers itself on the program; add new ones to this list. */
export const commands: Array<(program: Command) => void> = [];
