export function AutoSolveArea() {
  return (
    <section className="area" aria-labelledby="autosolve-title">
      <h1 id="autosolve-title">Auto-solve MOLEK-SYNTEZ</h1>
      <p>Reads the game off the screen, solves it and plays it with the mouse.</p>
    </section>
  );
}
