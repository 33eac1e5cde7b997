/** A page's title (its heading, which names the page's section) and the sentence that says what it is for. */
export function PageHead({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <header className="page__head">
      <h1 id={id}>{title}</h1>
      <p className="muted">{intro}</p>
    </header>
  );
}
