import type { ReactNode } from 'react';

/** One titled block of the about page. */
export function AboutSection({
  name,
  title,
  children,
}: {
  name: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="support-about-section" data-testid="about-section" data-section={name}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}
