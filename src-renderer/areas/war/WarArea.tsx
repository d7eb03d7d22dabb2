export function WarArea() {
  return (
    <section className="area" aria-labelledby="war-title">
      <h1 id="war-title">War</h1>
      <p>Simulate the card game War and see how long games last.</p>
    </section>
  );
}
