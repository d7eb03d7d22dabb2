import type { Command } from 'commander';
import { registerAuto } from './auto';
import { registerAdvance } from './klondike-advance';
import { registerCheck } from './klondike-check';
import { registerDeal } from './klondike-deal';
import { registerGame } from './game';
import { registerWinnable } from './klondike-winnable';
import { registerMolek } from './molek';
import { registerVisionCommands } from './vision';
import { registerWar } from './war';

/** Each subcommand registers itself on the program; add new ones to this list. */
export const commands: Array<(program: Command) => void> = [
  registerCheck,
  registerAdvance,
  registerWinnable,
  registerDeal,
  registerGame,
  registerMolek,
  registerVisionCommands,
  registerWar,
  registerAuto,
];
