import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as OTLP/HTTP JSON carries it, with its attributes flattened and its resource's service name. */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
  service: unknown;
};

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
type ExportRequest = {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes' | 'service'> & { attributes?: KeyValue[] })[] }[];
  }[];
};

/** OTLP's span kinds (SPAN_KIND_SERVER, SPAN_KIND_CLIENT). */
export const SPAN_KIND = { server: 2, client: 3 } as const;

const valueOf = (value: AnyValue) =>
  value.stringValue ?? (value.intValue === undefined ? undefined : Number(value.intValue)) ?? value.boolValue ?? value.doubleValue;
const flat = (attributes: KeyValue[] = []) => Object.fromEntries(attributes.map(({ key, value }) => [key, valueOf(value)]));

/**
 * A collector of our own for one test: OTLP/HTTP with JSON bodies (what @opentelemetry/exporter-trace-otlp-http
 * sends) on POST /v1/traces, on a free port of 127.0.0.1. `spans` holds every span received; `bodies`
 * the requests as they came, to search for what must never be sent.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const bodies: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const text = (req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !String(req.headers['content-type']).startsWith('application/json')) {
        res.writeHead(415).end();
        return;
      }
      bodies.push(text);
      for (const { resource, scopeSpans = [] } of (JSON.parse(text) as ExportRequest).resourceSpans ?? []) {
        const service = flat(resource?.attributes)['service.name'];
        for (const span of scopeSpans.flatMap((scope) => scope.spans ?? []))
          spans.push({ ...span, attributes: flat(span.attributes), service });
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    bodies,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
