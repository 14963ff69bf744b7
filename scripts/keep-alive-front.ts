// The browser tests' way in to the local server (docs/testing.md#the-front-before-the-local-server).
//
// wrangler's dev server answers on a proxy Worker of its own, in a second workerd, which keeps its
// connections to the Worker's workerd open between requests; workerd closes a connection after
// five idle seconds. A request that comes about five seconds after the one before it can meet a
// connection as it is being closed and then waits 15 s or more for its answer, and a browser test
// that pauses for a few seconds and then clicks hits that edge now and then. This front takes the
// browser's connections itself (Node either answers a request or closes the socket unread, which a
// browser retries on a new connection) and sends each request straight to the Worker's own workerd,
// over connections it closes after two idle seconds, long before workerd's five.
import { Agent, createServer, request } from "node:http";
import { connect, type Socket } from "node:net";

/** Per-connection headers, which belong to each hop and are not passed on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "proxy-connection", "upgrade"]);

function endToEnd(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const [name, value] = [raw[i] as string, raw[i + 1] as string];
    if (!HOP_BY_HOP.has(name.toLowerCase())) kept.push(name, value);
  }
  return kept;
}

/** Replays a WebSocket handshake to workerd and then joins the two sockets. */
function tunnel(target: number, head: string, rest: Buffer, socket: Socket) {
  const upstream = connect(target, "127.0.0.1", () => {
    upstream.write(head);
    if (rest.length > 0) upstream.write(rest);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const closeBoth = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on("error", closeBoth).on("close", closeBoth);
  socket.on("error", closeBoth).on("close", closeBoth);
}

function handshake(method: string, url: string, headers: string[]): string {
  const lines = [`${method} ${url} HTTP/1.1`];
  for (let i = 0; i < headers.length; i += 2) lines.push(`${headers[i]}: ${headers[i + 1]}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

/** Under workerd's five seconds, with room for a timer that fires late on a busy machine. */
const UPSTREAM_IDLE_MS = 2000;
/** Larger than workerd takes, so what the site answers about a long address is the site's answer. */
const MAX_HEADER_BYTES = 256 * 1024;

/** Listens on `port` of 127.0.0.1 and passes every request and WebSocket on to `target`. */
export function startKeepAliveFront(port: number, target: number): Promise<() => void> {
  const upstream = new Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS });
  const server = createServer(
    { keepAliveTimeout: 30_000, maxHeaderSize: MAX_HEADER_BYTES },
    (incoming, outgoing) => {
      const forward = request(
        {
          host: "127.0.0.1",
          port: target,
          method: incoming.method,
          path: incoming.url,
          headers: endToEnd(incoming.rawHeaders),
          agent: upstream,
          maxHeaderSize: MAX_HEADER_BYTES,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
          answer.pipe(outgoing);
        },
      );
      forward.on("error", () => {
        if (outgoing.headersSent) outgoing.destroy();
        else outgoing.writeHead(502, { "content-type": "text/plain" }).end("the local server did not answer");
      });
      // A page that stops reading (navigation, a closed tab) stops the request behind it too; a
      // finished one leaves its connection to the pool.
      outgoing.on("close", () => {
        if (!outgoing.writableFinished) forward.destroy();
      });
      incoming.pipe(forward);
    },
  );
  server.on("upgrade", (incoming, socket: Socket, rest: Buffer) => {
    tunnel(
      target,
      handshake(incoming.method ?? "GET", incoming.url ?? "/", incoming.rawHeaders),
      rest,
      socket,
    );
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve(() => {
        server.closeAllConnections();
        server.close();
        upstream.destroy();
      }),
    );
  });
}
