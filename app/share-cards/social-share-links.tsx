import { button } from "#app/lib/ui.ts";
import { m } from "#domain/paraglide/messages.js";
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
      {m.question_share_on({ site: social.site })}
      <span className="sr-only">{m.question_opens_new_tab()}</span>
    </a>
  ));
}
