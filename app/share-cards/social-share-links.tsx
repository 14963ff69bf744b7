import { button } from "#app/lib/ui.ts";
import { socialShareLinks } from "#domain/share-images.ts";

/** The two social sites (X and Facebook), each opening its share page in a new tab. */
export function SocialShareLinks({ text, url }: { text: string; url: string }) {
  return socialShareLinks(text, url).map((social) => (
    <a
      key={social.site}
      className={button.secondary}
      href={social.href}
      target="_blank"
      rel="noopener noreferrer"
    >
      Share on {social.site}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ));
}
