export function KlondikeArea() {
  return (
    <section className="area" aria-labelledby="klondike-title">
      <h1 id="klondike-title">Klondike</h1>
      <p>The classic patience, turn one or three.</p>
    </section>
  );
}
