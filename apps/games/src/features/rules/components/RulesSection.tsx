import { useId, type ReactNode } from 'react';

/** One part of a game's rules under its heading: how a round is played, the draw, the paytable. */
export function RulesSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="rules-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
