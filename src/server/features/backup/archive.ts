import fs from "node:fs";
import { pipeline } from "node:stream/promises";
import { PassThrough } from "node:stream";
import zlib from "node:zlib";

/**
 * A backup is one gzip-compressed tar file (POSIX ustar), written and read as
 * a stream, so the uploads never sit in memory whole. Only plain files with
 * short relative names are written or accepted: no links, no absolute paths,
 * no `..`, so extracting one cannot reach outside its folder.
 */

const BLOCK = 512;

/** Thrown for a file that is not a backup this code wrote, or one that was cut off or altered. */
export class CorruptArchiveError extends Error {
  constructor(detail: string) {
    super(`The backup file is damaged or not a backup: ${detail}`);
    this.name = "CorruptArchiveError";
  }
}

/** Whether `name` is a name this format writes: relative, forward slashes, no empty or dot segments, ASCII-safe. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 100) return false;
  if (name.startsWith("/") || name.includes("\\") || name.includes("\0")) return false;
  return name.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK, 0);
  const put = (text: string, offset: number, length: number) => block.write(text, offset, length, "utf8");
  const octal = (n: number, length: number) => n.toString(8).padStart(length - 1, "0");
  put(name, 0, 100);
  put(octal(0o644, 8), 100, 8);
  put(octal(0, 8), 108, 8);
  put(octal(0, 8), 116, 8);
  put(octal(size, 12), 124, 12);
  put(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12);
  put("        ", 148, 8);
  put("0", 156, 1);
  put("ustar\u000000", 257, 8);
  let sum = 0;
  for (const byte of block) sum += byte;
  put(`${octal(sum, 7)}\0`, 148, 8);
  return block;
}

/** Writes a .tar.gz entry by entry; `finish` ends the archive and resolves when the file is on disk. */
export function createArchiveWriter(file: string) {
  const tar = new PassThrough();
  const done = pipeline(tar, zlib.createGzip({ level: 6 }), fs.createWriteStream(file, { flags: "wx", mode: 0o600 }));
  // A failing write is reported by `finish`; until then it must not surface as an unhandled rejection.
  done.catch(() => {});
  let bytes = 0;

  async function write(chunk: Buffer): Promise<void> {
    bytes += chunk.length;
    if (!tar.write(chunk)) await new Promise<void>((resolve) => tar.once("drain", resolve));
  }

  return {
    /** Adds a file from bytes in memory or from a stream of known size. */
    async add(name: string, source: Uint8Array | { size: number; stream: AsyncIterable<Uint8Array> }, mtime = new Date()) {
      if (!isSafeEntryName(name)) throw new Error(`unsafe archive entry name: ${name}`);
      const size = source instanceof Uint8Array ? source.length : source.size;
      await write(header(name, size, mtime));
      let written = 0;
      if (source instanceof Uint8Array) {
        await write(Buffer.from(source.buffer, source.byteOffset, source.byteLength));
        written = source.length;
      } else {
        for await (const chunk of source.stream) {
          written += chunk.length;
          if (written > size) throw new Error(`${name} grew while it was being written`);
          await write(Buffer.from(chunk));
        }
      }
      if (written !== size) throw new Error(`${name} changed size while it was being written`);
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      if (pad) await write(Buffer.alloc(pad, 0));
    },
    /** Ends the archive (two empty blocks) and waits for the file. */
    async finish(): Promise<void> {
      await write(Buffer.alloc(BLOCK * 2, 0));
      tar.end();
      await done;
    },
    /** Stops writing after a failure; the caller removes the partial file. */
    async abort(): Promise<void> {
      tar.destroy();
      await done.catch(() => {});
    },
    /** Uncompressed bytes so far. */
    get bytes() {
      return bytes;
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes; must be read to the end (or drained) before the next entry comes. */
  body: AsyncIterable<Buffer>;
}

/**
 * The entries of a .tar.gz, in order. Rejects with CorruptArchiveError for a
 * file that is not gzip, a checksum that does not match, an entry that is not
 * a plain file with a safe name, or an archive cut off before its end.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const chunks = input[Symbol.asyncIterator]();
  let buffer: Buffer = Buffer.alloc(0);
  let ended = false;

  /** At least `n` bytes in the buffer, or fewer when the stream ended. */
  async function fill(n: number): Promise<void> {
    while (buffer.length < n && !ended) {
      let next: IteratorResult<Buffer>;
      try {
        next = (await chunks.next()) as IteratorResult<Buffer>;
      } catch (err) {
        throw new CorruptArchiveError((err as Error).message);
      }
      if (next.done) ended = true;
      else buffer = buffer.length ? Buffer.concat([buffer, next.value]) : next.value;
    }
  }
  function take(n: number): Buffer {
    const out = buffer.subarray(0, n);
    buffer = buffer.subarray(n);
    return out;
  }

  try {
    for (;;) {
      await fill(BLOCK);
      if (buffer.length < BLOCK) throw new CorruptArchiveError("it ends before the archive's end");
      const block = take(BLOCK);
      if (block.every((b) => b === 0)) return;
      const field = (offset: number, length: number) =>
        block
          .subarray(offset, offset + length)
          .toString("utf8")
          .replace(/\0[\s\S]*$/, "")
          .trim();
      const stored = parseInt(field(148, 8), 8);
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
      if (stored !== sum) throw new CorruptArchiveError("an entry's header checksum does not match");
      const name = field(0, 100);
      const type = field(156, 1) || "0";
      const size = parseInt(field(124, 12), 8);
      if (type !== "0" || !isSafeEntryName(name) || !Number.isSafeInteger(size) || size < 0)
        throw new CorruptArchiveError(`unexpected entry ${JSON.stringify(name)}`);
      let remaining = size;
      let drained = false;
      const body = (async function* () {
        while (remaining > 0) {
          await fill(1);
          if (buffer.length === 0) throw new CorruptArchiveError(`${name} is cut off`);
          const part = take(Math.min(remaining, buffer.length));
          remaining -= part.length;
          yield Buffer.from(part);
        }
        drained = true;
      })();
      yield { name, size, body };
      if (!drained) for await (const _ of body) void _;
      const pad = (BLOCK - (size % BLOCK)) % BLOCK;
      await fill(pad);
      if (buffer.length < pad) throw new CorruptArchiveError(`${name} is cut off`);
      take(pad);
    }
  } finally {
    input.destroy();
  }
}

/** An entry's bytes in memory (the manifest, the database image). */
export async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}
