// Requests/s and p99 of one endpoint at 100 connections, against raw node:http serving the same bytes.
import autocannon from 'autocannon';
import { median } from './firstContent.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CONNECTIONS = 100;
/** Headers node:http sets on every answer by itself (and fetch's decoding would misstate). */
const PER_CONNECTION_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
]);
const DURATION_S = 5;
const ROUNDS = 3;

function cannon(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, method, headers, body, connections: CONNECTIONS, duration: DURATION_S }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * The baseline: raw node:http answering with the same bytes, in a process of its own like the API, so
 * neither shares a CPU with the load generator.
 */
async function rawServerFor(response) {
  const dir = mkdtempSync(join(tmpdir(), 'stride-raw-'));
  const bodyFile = join(dir, 'body');
  writeFileSync(bodyFile, response.body);
  const script = `
    const body = require('node:fs').readFileSync(process.argv[1]);
    const headers = JSON.parse(process.argv[2]);
    const server = require('node:http').createServer((_request, res) => { res.writeHead(${response.status}, headers); res.end(body); });
    server.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
  `;
  const child = spawn(process.execPath, ['-e', script, bodyFile, JSON.stringify(response.headers)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`raw server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Measures `path` on the API and on a raw node:http server answering with the bytes the API gave, headers
 * included: the API's security, CORS and cache headers are part of its answer, not of its overhead.
 */
export async function compareWithRaw(apiUrl, path, request = {}) {
  const sample = await fetch(`${apiUrl}${path}`, {
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
  });
  const body = Buffer.from(await sample.arrayBuffer());
  if (!sample.ok) throw new Error(`${path} answered ${sample.status}: ${body.toString().slice(0, 200)}`);
  // The same bytes: status, body and every header the API sent, but those node:http writes itself.
  const headers = Object.fromEntries(
    [...sample.headers].filter(([name]) => !PER_CONNECTION_HEADERS.has(name.toLowerCase())),
  );
  const raw = await rawServerFor({ status: sample.status, headers, body });
  try {
    // Warm-up: JIT and caches on both sides.
    await cannon(`${apiUrl}${path}`, request);
    await cannon(`${raw.url}${path}`, request);
    // Load generator and servers share two cores: alternate the two and compare medians, not one run each.
    const apiRuns = [];
    const rawRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      apiRuns.push(await cannon(`${apiUrl}${path}`, request));
      rawRuns.push(await cannon(`${raw.url}${path}`, request));
    }
    if (apiRuns.some((run) => run.non2xx > 0)) throw new Error(`${path}: non-2xx answers under load`);
    const apiRps = median(apiRuns.map((run) => run.requests.average));
    const rawRps = median(rawRuns.map((run) => run.requests.average));
    return {
      path,
      apiRps,
      rawRps,
      ratio: apiRps / rawRps,
      apiP99: median(apiRuns.map((run) => run.latency.p99)),
      rawP99: median(rawRuns.map((run) => run.latency.p99)),
    };
  } finally {
    await raw.close();
  }
}
