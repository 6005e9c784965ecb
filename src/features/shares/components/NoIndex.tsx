/**
 * Asks search engines not to index the page that shows it: a shared analysis or result is one
 * user's data, meant for the people the link went to. React puts the tag into the document's
 * head while the page is shown. nginx says the same in an X-Robots-Tag header, and /robots.txt
 * asks crawlers not to fetch the share pages at all (scripts/production/site.conf.template,
 * public/robots.txt); the tag is what a crawler that runs the page sees on any host.
 */
export function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />;
}
