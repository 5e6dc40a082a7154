import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/**
 * The app of a test server listening on a real socket (127.0.0.1, a free port), for tests where the
 * client's address matters: `from(address)` is a client bound to a loopback address of its own
 * (127.0.0.0/8 is all the machine's), keeping the cookies its answers set, as a browser would.
 */
export async function listening(app: { fetch: (req: Request, env?: unknown) => Promise<Response> }) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    from: (localAddress: string) => socketClient(port, localAddress),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A JSON client of a server on 127.0.0.1:`port` that connects from `localAddress` (any 127.x.y.z),
 * with a cookie jar.
 */
export function socketClient(port: number, localAddress: string) {
  const cookies = new Map<string, string>();
  return {
    post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
      const payload = JSON.stringify(body);
      const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            method: 'POST',
            path: `/${path}`,
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          },
          (res) => {
            for (const set of res.headers['set-cookie'] ?? []) {
              const [name, value] = set.split(';')[0].split('=');
              if (/max-age=0/i.test(set) || value === '') cookies.delete(name);
              else cookies.set(name, value);
            }
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    /** The answer's log-on errorCode (null on success). */
    async logOn(username: string, password: string): Promise<string | null> {
      const { json } = await this.post('Account/LogOn', { username, password });
      return json.success ? null : String(json.errorCode);
    },
  };
}
