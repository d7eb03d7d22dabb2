import type { Command } from 'commander';
import { registerAdvance } from './klondike-advance';
import { registerCheck } from './klondike-check';
import { registerDeal } from './klondike-deal';
import { registerVisionCommands } from './vision';
import { registerWar } from './war';

/** Each subcommand registers itself on the program; add new ones to this list. */
export const commands: Array<(program: Command) => void> = [
  registerCheck,
  registerAdvance,
  registerDeal,
  registerVisionCommands,
  registerWar,
];
