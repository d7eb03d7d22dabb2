/**
 * Klondike engine: the exchange format, positions, moves with undo, the `advance` printer,
 * seeded deals, scoring and the solver. Everything is plain data and pure TypeScript, so the
 * terminal game, the desktop table, the CLI and the solver process share it.
 *
 * Cards (cards.ts)
 *   type Card = number            0..51 = (rank - 1) * 4 + suit; suits c d h s = 0..3
 *   cardName(card) -> 'Th'; parseCard('Th') -> card | null; rankOf, suitOf, isRed, fitsOn
 *
 * Positions (state.ts)
 *   interface KlondikeState { rules: 'exchange' | 'standard'; turn: 1|3; resetsLeft: number|null (null = unlimited);
 *     foundations: number[4] (top rank, 0 = empty; c d h s); tableau: Column[7]
 *     (tableau[0] = column 1; Column = { covered: Card[]; faceUp: Card[] }, deepest first);
 *     waste: Card[] (top last); stock: Card[] (top first); score: number }
 *   cloneState, coveredCount, isWon (no covered, no stock, <= 1 waste), isComplete
 *
 * Exchange format (exchange.ts)
 *   parseExchange(text, { moves? }) -> { ok: true, game: { state, moves: WrittenMove[] } }
 *                                    | { ok: false, errors: ExchangeError[] }
 *     ExchangeError = { kind: 'format', line, message } | { kind: 'missing' | 'duplicated',
 *     cards }; formatExchangeError(e) -> 'Error near line 7: …' / 'Missing cards: …'
 *   serializeExchange(state, moves = []) -> text (limit N = resets left)
 *
 * Moves (moves.ts); columns are numbered 1..7 as in the MOVES section
 *   type Move = { kind: 'turn' } ('.') | { kind: 'reset' } ('r')
 *     | { kind: 'move', from: 'w' | 1..7, to: 'f' | 1..7 }  ('w->f', '3->5')
 *     | { kind: 'fromFoundation', suit | null, to }  (standard rules only, -15 points;
 *       'f->3' takes the one foundation card that fits, 'fh->3' names the suit)
 *   parseMove('3->5', rules = 'exchange'), formatMove(move), legalMoves(state),
 *   whyIllegal(state, move) -> reason | null, isLegal,
 *   playMove(state, move) -> UndoRecord (mutates; throws IllegalMoveError),
 *   undoMove(state, record) (restores exactly, score included),
 *   afterMove(state, move) -> new state (pure); SCORE (Windows scoring; never below 0)
 *
 * Printing (printer.ts): formatState(state) -> the text `advance` prints.
 * Deals (deal.ts): dealFromSeed(seed, { turn?: 1|3, limit?: number|null, rules? }),
 *   shuffledDeck(seed).
 * Commands (commands.ts): the typed commands of seed 000 (`s`, `w c4`, `c3 f1`, `3c4 c5`, MOVES
 *   notation) for the terminal game and the table's command box:
 *   parseCommand(text, state, { words: ['undo', 'hint', …], suggest? }) -> Command | message,
 *   commandFor(move, state) -> '2c5 c4'
 *
 * Solver (solver.ts): hidden cards are known, so it is a perfect-information search
 *   under the position's rules: solve(state, { maxMoves = 1000, transpositionTable = true,
 *     safeFoundationMoves = true, timeLimitMs?, nodeLimit?, progressEveryMs?,
 *     ...SolverControl (shouldStop?, now?, onProgress?) }) -> KlondikeSolveResult
 *   solveAsync(state, { …same, sliceMs? }) -> Promise<KlondikeSolveResult>
 *     (yields to the event loop between slices; shouldStop -> 'undecided', 'cancelled')
 *   KlondikeSolveResult = { outcome: 'won' | 'not-winnable' | 'undecided', moves: Move[]
 *     (replay with playMove to a won position), stoppedBy?, stats: { nodes, states, maxDepth,
 *     elapsedMs } }. For a hint, take result.moves[0].
 * Winnable deals (winnable-deal.ts): firstWinnableDeal(seed, { turn?, limit?, rules?,
 *   timeLimitMs?, maxTries? }) -> { seed, state, result } | null
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
