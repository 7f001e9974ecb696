export const LoanDetailsPage = () => <main>/squidChive</main>;
