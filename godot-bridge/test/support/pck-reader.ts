// Test-only: reads a Godot 4 pack (format 3) field by field, the way Godot's reader does
// (core/io/file_access_pack.cpp, PackedSourcePCK::try_open_pack), so a test can hold the writer's
// output, and Godot's own export, to the format. It checks nothing itself; the tests do.
import { createHash } from 'node:crypto';

export interface PckHeader {
  magic: string;
  formatVersion: number;
  engine: { major: number; minor: number; patch: number };
  flags: number;
  fileBase: number;
  directoryOffset: number;
  reserved: Buffer;
}

export interface PckEntry {
  /** The path as stored (without res://), its padding removed. */
  path: string;
  /** The length field as stored: the path's UTF-8 bytes plus their padding. */
  storedLength: number;
  /** The padding bytes after the path. */
  padding: Buffer;
  /** From the file base. */
  offset: number;
  size: number;
  md5: string;
  flags: number;
  /** The file's bytes, at file base + offset. */
  data: Buffer;
}

export interface ReadPck {
  header: PckHeader;
  entries: PckEntry[];
  /** Where the directory ends: a pack written alone ends there. */
  directoryEnd: number;
}

const u64 = (pack: Buffer, at: number) => Number(pack.readBigUInt64LE(at));

export function readPck(pack: Buffer): ReadPck {
  const header: PckHeader = {
    magic: pack.subarray(0, 4).toString('latin1'),
    formatVersion: pack.readUInt32LE(4),
    engine: { major: pack.readUInt32LE(8), minor: pack.readUInt32LE(12), patch: pack.readUInt32LE(16) },
    flags: pack.readUInt32LE(20),
    fileBase: u64(pack, 24),
    directoryOffset: u64(pack, 32),
    reserved: pack.subarray(40, 40 + 64),
  };
  let at = header.directoryOffset;
  const count = pack.readUInt32LE(at);
  at += 4;
  const entries: PckEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    const storedLength = pack.readUInt32LE(at);
    at += 4;
    const raw = pack.subarray(at, at + storedLength);
    at += storedLength;
    const end = raw.indexOf(0);
    const offset = u64(pack, at);
    const size = u64(pack, at + 8);
    const md5 = pack.subarray(at + 16, at + 32).toString('hex');
    const flags = pack.readUInt32LE(at + 32);
    at += 36;
    const start = header.fileBase + offset;
    entries.push({ path: raw.subarray(0, end < 0 ? raw.length : end).toString('utf8'), storedLength, padding: raw.subarray(end < 0 ? raw.length : end), offset, size, md5, flags, data: pack.subarray(start, start + size) });
  }
  return { header, entries, directoryEnd: at };
}

export const md5Of = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
