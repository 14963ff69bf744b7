// Finds a page's inline scripts that carry its render's nonce with the runtime's HTML parser, as a
// browser would: attributes in any order, quoted either way or not at all, and never a `<script`
// that is really text, an attribute's value or a comment.

/** A browser's parser turns every CR LF and lone CR into LF before a script's text is hashed. */
const asParsed = (text: string) => text.replace(/\r\n?/g, "\n");

/** The text of each script without `src` whose `nonce` attribute is `nonce`, in page order. */
export async function noncedInlineScripts(html: string, nonce: string): Promise<string[]> {
  const scripts: string[] = [];
  let current: string[] | undefined;
  const rewriter = new HTMLRewriter().on("script", {
    element(script) {
      current = undefined;
      if (script.getAttribute("nonce") !== nonce || script.hasAttribute("src")) return;
      const text: string[] = [];
      current = text;
      // A script the document ends inside is never run, so only a closed one counts.
      script.onEndTag(() => {
        scripts.push(asParsed(text.join("")));
        current = undefined;
      });
    },
    text(chunk) {
      current?.push(chunk.text);
    },
  });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return scripts;
}
