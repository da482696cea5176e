// Container health check: exits 0 when the URL gives any HTTP answer within
// 5 s, 1 otherwise. Plain node, so the image needs no curl. Any status counts
// as alive: the API answers 503 while its database is down, and replacing the
// container would not bring the database back.
const url = process.argv[2];
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  console.log(`${url}: ${response.status}`);
  process.exit(0);
} catch (error) {
  console.log(`${url}: no answer (${error.name === "TimeoutError" ? "timed out after 5 s" : error.message})`);
  process.exit(1);
}
