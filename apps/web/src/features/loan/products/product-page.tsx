export const ProductPage = () => <main>/wucheng</main>;
