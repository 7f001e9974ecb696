export const UnionErrorPage = () => <main>/riceLemonK</main>;
