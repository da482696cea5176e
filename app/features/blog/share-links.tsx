import { useLocalText } from "~/i18n/use-page-lang";
/** docs/requirements.md (Routes). */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  const say = useLocalText();
  return (
    <nav className="share-links" aria-label={say("post.shareLabel", "Share this post")}>
      <span className="share-label">{say("post.share", "Share:")}</span>
      <ul>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" data-network={link.network}>
              {link.network}
              <span className="visually-hidden"> {say("post.newTab", "(opens in a new tab)")}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
