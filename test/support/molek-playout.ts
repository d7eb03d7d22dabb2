import { Lehmer } from '../../src-shared/cards/lehmer';
import type { Board } from '../../src-shared/molek/cards';
import { dealBoard } from '../../src-shared/molek/deal';
import { applyMove, legalMoves } from '../../src-shared/molek/rules';

/** A board after `steps` random moves from deal `seed`, cheating now and then. */
export function playout(seed: number, steps: number, cheatChance = 0.3): Board {
  const random = new Lehmer(seed);
  let board = dealBoard(seed);
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(board, { cheats: true });
    const legal = moves.filter((m) => !m.cheat);
    const cheats = moves.filter((m) => m.cheat);
    const pool =
      cheats.length > 0 && (legal.length === 0 || random.random() < cheatChance) ? cheats : legal;
    if (pool.length === 0) break;
    board = applyMove(board, pool[random.below(pool.length)]);
  }
  return board;
}
