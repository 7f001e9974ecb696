/** Reloads the page (its own module so tests can stand in for it: jsdom cannot reload). */
export const reloadPage = (): void => {
  window.location.reload();
};
