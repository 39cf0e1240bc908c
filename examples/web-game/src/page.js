// Starts a launch function in the page's #game element; a start-up failure is shown on screen.

/** Runs `launch(Sdk, root)` with the browser script's global `Sdk`. */
export function runInPage(launch) {
  const root = document.getElementById('game');
  launch(window.Sdk, root).catch((error) => {
    const text = `The farm could not start: ${error.code ?? 'ERROR'}: ${error.message}`;
    (root.querySelector('[data-testid="message"]') ?? root).replaceChildren(text);
  });
}
