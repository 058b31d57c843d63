// HTTP servers on 127.0.0.1 for the outbound-policy tests: started on a free port, all closed at the end.
import http from "node:http";
import type { AddressInfo } from "node:net";

export function loopbackServers() {
  const servers: http.Server[] = [];
  return {
    /** starts a server; resolves to its port */
    async listen(handler: http.RequestListener): Promise<number> {
      const s = http.createServer(handler);
      servers.push(s);
      await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
      return (s.address() as AddressInfo).port;
    },
    closeAll() {
      for (const s of servers) {
        s.closeAllConnections();
        s.close();
      }
    },
  };
}
