export const BindCardPage = () => <main>/styled</main>;
