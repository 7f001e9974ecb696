import './result-card.css';
import type { ReactNode } from 'react';
import { KeepDates } from '../../../shared/ui/keep-dates.tsx';

type Props = { icon: ReactNode; title: string; description?: string; children?: ReactNode };

/**
 * An outcome at the top of a screen: icon, title as the page heading, a line of explanation, and what
 * the borrower can do about it (`children`).
 */
export const ResultCard = ({ icon, title, description, children }: Props) => (
  <section className="result-card">
    {icon}
    <h1>{title}</h1>
    {description && (
      <p>
        <KeepDates text={description} />
      </p>
    )}
    {children}
  </section>
);
