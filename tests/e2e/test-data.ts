// Rows the browser tests' database gets besides the catalogue (see global-setup.ts).

/** A published question whose text tries to end the page's scripts: it must stay text everywhere. */
export const BREAKOUT_QUESTION = {
  slug: "e2e-script-breakout",
  questionText: `Would you rather read </script><script>window.__injected = 1</script> or "quote" & <b>bold</b>?`,
  optionA: "</script> & more",
  optionB: "<!-- a comment",
};
