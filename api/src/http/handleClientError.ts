import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '../errors/errorCodes';
import { ERROR_CODES } from '../errors/errorCodes';
import { errorBody } from '../errors/errorHandler';

/** Node's parser errors by code: a slow request, headers over its limit (16 KB), anything else malformed. */
function codeFor(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'request_timeout';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'headers_too_large';
  return 'malformed_request';
}

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses (raw bytes in the URL, control
 * characters in a header, headers over the limit) never reaches Fastify's routing or error handler, so
 * it is answered here, on the socket, in the API's `{ error: { code, message } }` shape like every other
 * failure, and the connection is closed (the parser cannot find the next request).
 */
export function handleClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const code = codeFor(error);
    const { status } = ERROR_CODES[code];
    const body = JSON.stringify(errorBody(code));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
