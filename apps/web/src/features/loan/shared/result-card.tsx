import './result-card.css';
import type { ReactNode } from 'react';

type Props = { icon: ReactNode; title: string; description?: string };

/** An outcome at the top of a screen: icon, title as the page heading, and a line of explanation. */
export const ResultCard = ({ icon, title, description }: Props) => (
  <section className="result-card">
    {icon}
    <h1>{title}</h1>
    {description && <p>{description}</p>}
  </section>
);
