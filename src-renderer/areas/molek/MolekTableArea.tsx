export function MolekTableArea() {
  return (
    <section className="area" aria-labelledby="molek-title">
      <h1 id="molek-title">MOLEK-SYNTEZ table</h1>
      <p>The solitaire of MOLEK-SYNTEZ, playable here.</p>
    </section>
  );
}
