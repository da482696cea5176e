/** What the load generators send: a browser's Accept-Encoding and Accept, and no cookies (an anonymous visitor). */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
