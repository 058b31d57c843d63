// Puts the client's address (lib/ip/client-ip.ts) into CLIENT_IP_HEADER on every request an
// HTTP server in this process receives, before any listener sees it: Next's route handlers get a
// Request with no socket, and `next start` offers no hook between the socket and the handler,
// so the server process is started with scripts/lib/client-ip-preload.ts, which installs this.
// A copy of the header sent by the client is overwritten, never trusted. A request Next cannot
// route (`OPTIONS *`) is answered 400 here instead of reaching Next, which would answer 500.
import http from "node:http";
import type net from "node:net";
import { CLIENT_IP_HEADER, resolveClientIp } from "../ip/client-ip";
import { refuseUnroutable } from "./request-target";

export function stampClientIp(req: http.IncomingMessage, trusted: net.BlockList): void {
  req.headers[CLIENT_IP_HEADER] = resolveClientIp(req.socket?.remoteAddress, req.headers["x-forwarded-for"], trusted);
}

/** Installs the stamp on every http.Server in this process; returns how to remove it (tests). */
export function installClientIpStamp(trusted: net.BlockList): () => void {
  // the general overload of Server.emit (any event name, any arguments), the one forwarded to
  const original: (this: http.Server, event: string, ...args: unknown[]) => boolean = http.Server.prototype.emit;
  http.Server.prototype.emit = function emit(this: http.Server, event: string, ...args: unknown[]): boolean {
    const [req, res] = args;
    if (event === "request" && req instanceof http.IncomingMessage && res instanceof http.ServerResponse) {
      if (refuseUnroutable(req, res)) return true;
      stampClientIp(req, trusted);
    }
    return original.apply(this, [event, ...args]);
  };
  return () => {
    http.Server.prototype.emit = original;
  };
}
