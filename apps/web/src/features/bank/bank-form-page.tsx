export const BankFormPage = () => <main>/chiaJellyL</main>;
