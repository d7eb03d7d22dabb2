import { describe, expect, it } from 'vitest';
import { Clauses, GAVE_UP, SATISFIABLE, UNSATISFIABLE, lit } from './clauses';
import { generator } from '../../../test/support/klondike-random';

/** Whether some assignment of `variables` variables satisfies every clause and `assumption`. */
function bruteForce(variables: number, clauses: number[][], assumption: number): boolean {
  for (let bits = 0; bits < 1 << variables; bits++) {
    const holds = (l: number) => (((bits >> (l >> 1)) & 1) === 1) === ((l & 1) === 0);
    if (holds(assumption) && clauses.every((clause) => clause.some(holds))) return true;
  }
  return false;
}

/** n + 1 pigeons in n holes, one to a hole: variable p * n + h is "pigeon p in hole h". */
function pigeons(solver: Clauses, n: number): void {
  solver.reset(n * (n + 1) + 1);
  for (let p = 0; p <= n; p++) solver.add(Array.from({ length: n }, (_, h) => lit(p * n + h)));
  for (let h = 0; h < n; h++) {
    for (let p = 0; p <= n; p++) {
      for (let q = p + 1; q <= n; q++) solver.add([lit(p * n + h, false), lit(q * n + h, false)]);
    }
  }
}

describe('Clauses', () => {
  it('agrees with trying every assignment on 600 random instances, its models satisfying them', () => {
    const random = generator(20261208);
    const solver = new Clauses();
    const answers = { sat: 0, unsat: 0 };
    for (let k = 0; k < 600; k++) {
      const variables = 4 + random(7);
      const clauses = Array.from({ length: 2 + random(4 * variables) }, () =>
        Array.from({ length: 1 + random(3) }, () => lit(random(variables), random(2) === 0)),
      ).filter((clause) => new Set(clause.map((l) => l >> 1)).size === clause.length);
      solver.reset(variables);
      for (const clause of clauses) solver.add(clause);
      // Several assumptions on one instance: what is learnt under one holds under the next.
      for (let a = 0; a < 3; a++) {
        const assumption = lit(random(variables), random(2) === 0);
        const answer = solver.solve(assumption, 10_000);
        const expected = bruteForce(variables, clauses, assumption);
        expect(answer, `instance ${k}, assumption ${a}`).toBe(
          expected ? SATISFIABLE : UNSATISFIABLE,
        );
        if (answer === SATISFIABLE) {
          const holds = (l: number) => solver.model[l >> 1] > 0 === ((l & 1) === 0);
          expect(holds(assumption)).toBe(true);
          expect(clauses.every((clause) => clause.some(holds))).toBe(true);
        }
        answers[expected ? 'sat' : 'unsat']++;
      }
    }
    // Both answers are common, or the comparison proves little.
    expect(answers.sat).toBeGreaterThan(300);
    expect(answers.unsat).toBeGreaterThan(300);
  });

  it('proves 4 pigeons do not fit in 3 holes, and gives up on 9 in 8 within 20 conflicts', () => {
    const solver = new Clauses();
    pigeons(solver, 3);
    expect(solver.solve(lit(12), 10_000)).toBe(UNSATISFIABLE);
    pigeons(solver, 8);
    expect(solver.solve(lit(72), 20)).toBe(GAVE_UP);
    expect(solver.conflicts).toBe(21);
  });

  it('decides only the variables it is told to, the others false in the model', () => {
    const solver = new Clauses();
    solver.reset(4);
    // x0 or x1; not x2 or x3; x3 only matters under x2.
    solver.add([lit(0), lit(1)]);
    solver.add([lit(2, false), lit(3)]);
    solver.decideEarly(0, false);
    expect(solver.solve(lit(1), 100, 2)).toBe(SATISFIABLE);
    expect(Array.from(solver.model.subarray(0, 4))).toEqual([-1, 1, -1, -1]);
  });
});
