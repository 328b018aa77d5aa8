// Requests/s and p99 of one endpoint at 100 connections, against raw node:http serving the same bytes.
import autocannon from 'autocannon';
import { createServer } from 'node:http';

const CONNECTIONS = 100;
const DURATION_S = 8;

function cannon(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, headers, body, connections: CONNECTIONS, duration: DURATION_S }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function rawServerFor(response) {
  const server = createServer((_request, res) => {
    res.writeHead(response.status, response.headers);
    res.end(response.body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

/** Measures `path` on the API and on a raw node:http server answering with the bytes the API gave. */
export async function compareWithRaw(apiUrl, path, request = {}) {
  const sample = await fetch(`${apiUrl}${path}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`${path} answered ${sample.status}: ${body.toString().slice(0, 200)}`);
  const raw = await rawServerFor({
    status: sample.status,
    headers: { 'content-type': sample.headers.get('content-type') ?? 'application/json' },
    body,
  });
  try {
    await cannon(`${apiUrl}${path}`, request); // warm-up: JIT, caches
    const api = await cannon(`${apiUrl}${path}`, request);
    const baseline = await cannon(`${raw.url}${path}`, request);
    if (api.non2xx > 0) throw new Error(`${path}: ${api.non2xx} non-2xx answers under load`);
    return {
      path,
      apiRps: api.requests.average,
      rawRps: baseline.requests.average,
      ratio: api.requests.average / baseline.requests.average,
      apiP99: api.latency.p99,
      rawP99: baseline.latency.p99,
    };
  } finally {
    await raw.close();
  }
}
