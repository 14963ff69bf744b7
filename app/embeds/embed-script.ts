import { EMBED_HEIGHT_MESSAGE } from "#domain/embed.ts";

// The embed's only script, inline with the page's nonce, so the page loads none of the site's
// bundle (docs/embeds.md). It does three things, and the page works without it:
// - a frame that cannot keep a cookie (a sandbox without allow-same-origin, where reading
//   document.cookie throws) marks the root, and the stylesheet swaps the vote buttons for links
//   that open the question on the site, since a vote there could never be remembered;
// - it tells the parent page its height (EmbedHeightMessage), and again whenever it changes;
// - in a WordPress post (which adds `#?secret=` to the frame's address) it speaks WordPress's own
//   messages too: "height" to size and reveal the frame, "link" to open a link in the top window,
//   which WordPress's sandbox otherwise forbids.
// Plain ES2017, written small by hand: it is sent with every embed and never bundled.
export const EMBED_SCRIPT = `(function(){
var root=document.getElementById("embed");if(!root)return;
var stored=false;try{document.cookie;stored=navigator.cookieEnabled}catch(e){}
if(!stored)root.setAttribute("data-no-storage","");
if(window.parent===window)return;
var secret=(/secret=([A-Za-z0-9]{10})/.exec(location.hash)||[])[1],slug=root.getAttribute("data-slug"),last=0;
function tell(){var height=Math.ceil(root.getBoundingClientRect().height);if(height===last)return;last=height;
parent.postMessage({type:"${EMBED_HEIGHT_MESSAGE}",slug:slug,height:height},"*");
if(secret)parent.postMessage({message:"height",value:height,secret:secret},"*")}
if(window.ResizeObserver)new ResizeObserver(tell).observe(root);else tell();
if(secret)root.addEventListener("click",function(event){var link=event.target.closest("a[href]");
if(!link||event.altKey||event.ctrlKey||event.metaKey||event.shiftKey)return;
event.preventDefault();parent.postMessage({message:"link",value:link.href,secret:secret},"*")})
})();`;
