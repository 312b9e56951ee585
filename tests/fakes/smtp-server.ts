import net from "node:net";
import type { AddressInfo } from "node:net";

/** A minimal SMTP server on loopback that accepts every message and keeps it (test fake). */
export async function startFakeSmtp(): Promise<{ url: string; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let data = false;
    let buffer = "";
    let message = "";
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let idx;
      while ((idx = buffer.indexOf("\r\n")) !== -1) {
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        if (data) {
          if (line === ".") {
            data = false;
            messages.push(message);
            message = "";
            socket.write("250 OK queued\r\n");
          } else message += `${line}\n`;
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "EHLO") socket.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        else if (cmd === "HELO" || cmd === "MAIL" || cmd === "RCPT" || cmd === "RSET" || cmd === "NOOP")
          socket.write("250 OK\r\n");
        else if (cmd === "DATA") {
          data = true;
          socket.write("354 go ahead\r\n");
        } else if (cmd === "QUIT") {
          socket.end("221 bye\r\n");
        } else socket.write("502 not implemented\r\n");
      }
    });
    socket.on("error", () => {});
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise<void>((r) => server.close(() => r())) };
}
