export const RecommendListPage = () => <main>/period</main>;
