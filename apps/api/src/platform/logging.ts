import type { FastifyLoggerOptions } from 'fastify';

/**
 * What the server logs of a request: its method and path. A query string can hold what someone
 * searched for (names, e-mails), and headers hold tokens and API keys: neither is written.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyLoggerOptions {
  return {
    level,
    serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }) },
    ...(stream ? { stream } : {}),
  };
}
