export const ConfirmPage = () => <main>/waffleLemo</main>;
