/**
 * Klondike engine: the exchange format, positions, moves with undo, the `advance` printer,
 * seeded deals, typed commands, the solver and the `Klondike` facade. Everything is plain
 * data and pure TypeScript, so the terminal game, the desktop table, the CLI and the solver
 * thread share it. Each module documents its own exports; docs/klondike-cli.md describes the
 * formats and docs/klondike-solver.md the solver.
 */
export * from './cards';
export * from './state';
export * from './moves';
export * from './exchange';
export * from './printer';
export * from './deal';
export * from './commands';
export * from './solver';
export * from './winnable-deal';
export * from './klondike';
