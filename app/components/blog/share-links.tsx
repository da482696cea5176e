/** Share links for four networks carrying the page's canonical address (spec §2). */
export function shareLinks(url: string, title: string) {
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
  return (
    <nav className="share-links" aria-label="Share this post">
      <span className="share-label">Share:</span>
      <ul>
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" data-network={link.network}>
              {link.network}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
