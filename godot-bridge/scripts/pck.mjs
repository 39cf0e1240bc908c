// Writes Godot 4 resource packs (.pck), pack format 3, laid out as Godot 4.6's editor export
// writes them (editor/export/editor_export_platform.cpp `save_pack`), so that the engine's reader
// (core/io/file_access_pack.cpp `PackedSourcePCK::try_open_pack`) mounts them at res://.
// Written here from the format's facts; no code of Godot's is copied. Unencrypted packs only.
import { createHash } from 'node:crypto';

/** "GDPC" read as a little-endian u32. */
export const PACK_HEADER_MAGIC = 0x43504447;
/** The pack format Godot 4.6 writes (its reader also takes 2). */
export const PACK_FORMAT_VERSION = 3;
/** Pack flag: file offsets count from the file base, itself relative to the pack's start (always set in format 3). */
export const PACK_REL_FILEBASE = 1 << 1;
/** Where file data and the directory start: Godot's export pads to 16 bytes (PCK_PADDING). */
const PCK_ALIGNMENT = 16;
/** The header before its padding: magic, format, major, minor, patch, flags (6 × u32), file base and directory offset (2 × u64), 16 reserved u32. */
export const PCK_HEADER_SIZE = 6 * 4 + 2 * 8 + 16 * 4;
/** The engine version written when none is given: the runtime the tests load. A reader refuses a pack whose major.minor is newer than its own. */
export const DEFAULT_ENGINE_VERSION = Object.freeze({ major: 4, minor: 6, patch: 0 });

const RES_PREFIX = 'res://';
const U32_MAX = 0xffffffff;

/**
 * @typedef {'PCK_PATH_NOT_RES' | 'PCK_PATH_INVALID' | 'PCK_DUPLICATE_PATH' | 'PCK_FILE_INVALID' | 'PCK_EMPTY' | 'PCK_ENGINE_VERSION_INVALID'} PckErrorCode
 */

/** A refusal of the writer: bad input, named by a stable code. */
export class PckError extends Error {
  /**
   * @param {PckErrorCode} code
   * @param {string} message
   */
  constructor(code, message) {
    super(message);
    this.name = 'PckError';
    /** @type {PckErrorCode} */
    this.code = code;
  }
}

/**
 * One file of a pack: its path in the project (`res://...`) and its bytes (a string is written
 * as UTF-8).
 * @typedef {{ path: string, data: Uint8Array | string }} PackFile
 */

/**
 * The version of Godot a pack says it was made by (u32 each).
 * @typedef {{ major: number, minor: number, patch: number }} EngineVersion
 */

/**
 * The path as the pack stores it: without `res://`, checked. Godot stores export paths this way
 * (4.4 and later) and looks files up by the MD5 of the simplified path without the prefix, so a
 * path that simplification would change (`a//b`, `./a`, `a/../b`) is refused rather than guessed.
 * @param {unknown} path
 * @returns {string}
 */
function storedPath(path) {
  if (typeof path !== 'string' || !path.startsWith(RES_PREFIX)) {
    throw new PckError('PCK_PATH_NOT_RES', `a pack holds project files only: ${JSON.stringify(path)} does not start with ${RES_PREFIX}`);
  }
  const rest = path.slice(RES_PREFIX.length);
  const segments = rest.split('/');
  const bad = segments.find((segment) => segment === '' || segment === '.' || segment === '..');
  if (bad !== undefined) {
    throw new PckError('PCK_PATH_INVALID', `${JSON.stringify(path)} has an empty, '.' or '..' segment: name each file by its plain path under ${RES_PREFIX}`);
  }
  if (/[\\\u0000]/.test(rest) || rest.includes(':')) {
    throw new PckError('PCK_PATH_INVALID', `${JSON.stringify(path)} contains '\\\\', ':' or a NUL character`);
  }
  return rest;
}

/**
 * @param {unknown} version
 * @returns {EngineVersion}
 */
function checkedVersion(version) {
  const fields = /** @type {const} */ (['major', 'minor', 'patch']);
  const value = /** @type {Record<string, unknown>} */ (version);
  if (version === null || typeof version !== 'object' || fields.some((f) => !Number.isInteger(value[f]) || /** @type {number} */ (value[f]) < 0 || /** @type {number} */ (value[f]) > U32_MAX)) {
    throw new PckError('PCK_ENGINE_VERSION_INVALID', `engine must be { major, minor, patch } of unsigned 32-bit integers, got ${JSON.stringify(version)}`);
  }
  return /** @type {EngineVersion} */ (version);
}

/**
 * @param {number} n
 * @returns {number} the bytes that bring n to the next multiple of PCK_ALIGNMENT
 */
const padTo16 = (n) => (PCK_ALIGNMENT - (n % PCK_ALIGNMENT)) % PCK_ALIGNMENT;

/**
 * Writes a Godot 4 pack (format 3) holding `files`, as Godot 4.6's export lays it out: the
 * 104-byte header, data from a 16-byte aligned file base with each file 16-byte aligned, then the
 * directory (16-byte aligned) sorted by path, each entry with its path (padded to 4 bytes), offset
 * from the file base, size, MD5 of its bytes and flags 0.
 *
 * Refuses (PckError): a path not under `res://` (PCK_PATH_NOT_RES), one with an empty, `.` or `..`
 * segment, a backslash, colon or NUL (PCK_PATH_INVALID), two files with one path
 * (PCK_DUPLICATE_PATH), data that is neither bytes nor a string (PCK_FILE_INVALID), no file at all
 * (PCK_EMPTY), and an engine version that is not three u32 (PCK_ENGINE_VERSION_INVALID).
 *
 * @example
 * const pck = writePck([
 *   { path: 'res://project.godot', data: 'config_version=5\n' },
 *   { path: 'res://main.gd', data: 'extends Node\n' },
 * ]);
 * writeFileSync('game.pck', pck);
 *
 * @param {readonly PackFile[]} files
 * @param {{ engine?: EngineVersion }} [options]
 * @returns {Buffer}
 */
export function writePck(files, options = {}) {
  const engine = checkedVersion(options.engine === undefined ? DEFAULT_ENGINE_VERSION : options.engine);
  if (!Array.isArray(files) || files.length === 0) throw new PckError('PCK_EMPTY', 'a pack needs at least one file');
  const entries = checkedEntries(files);

  const fileBase = PCK_HEADER_SIZE + padTo16(PCK_HEADER_SIZE);
  /** @type {{ stored: Buffer, bytes: Buffer, offset: number }[]} */
  const placed = [];
  let cursor = 0; // from the file base
  for (const entry of entries) {
    placed.push({ ...entry, offset: cursor });
    cursor += entry.bytes.length + padTo16(entry.bytes.length);
  }
  const directoryOffset = fileBase + cursor;
  const directorySize = 4 + placed.reduce((sum, { stored }) => sum + 4 + stored.length + padTo4(stored.length) + 8 + 8 + 16 + 4, 0);

  const pack = Buffer.alloc(directoryOffset + directorySize); // zero-filled: reserved words and padding are 0
  pack.writeUInt32LE(PACK_HEADER_MAGIC, 0);
  pack.writeUInt32LE(PACK_FORMAT_VERSION, 4);
  pack.writeUInt32LE(engine.major, 8);
  pack.writeUInt32LE(engine.minor, 12);
  pack.writeUInt32LE(engine.patch, 16);
  pack.writeUInt32LE(PACK_REL_FILEBASE, 20);
  pack.writeBigUInt64LE(BigInt(fileBase), 24);
  pack.writeBigUInt64LE(BigInt(directoryOffset), 32);

  for (const { bytes, offset } of placed) bytes.copy(pack, fileBase + offset);

  let at = pack.writeUInt32LE(placed.length, directoryOffset);
  for (const { stored, bytes, offset } of placed) {
    at = pack.writeUInt32LE(stored.length + padTo4(stored.length), at);
    at += stored.copy(pack, at) + padTo4(stored.length);
    at = pack.writeBigUInt64LE(BigInt(offset), at);
    at = pack.writeBigUInt64LE(BigInt(bytes.length), at);
    at += createHash('md5').update(bytes).digest().copy(pack, at);
    at = pack.writeUInt32LE(0, at); // flags: neither encrypted, removal nor delta
  }
  return pack;
}

/**
 * @param {number} n
 * @returns {number}
 */
const padTo4 = (n) => (4 - (n % 4)) % 4;

/**
 * The files as stored paths (UTF-8) and bytes, sorted by path as Godot's export sorts its directory.
 * @param {readonly PackFile[]} files
 */
function checkedEntries(files) {
  const seen = new Map();
  const entries = files.map((file, index) => {
    if (file === null || typeof file !== 'object') throw new PckError('PCK_FILE_INVALID', `file ${index} must be { path, data }`);
    const path = storedPath(file.path);
    if (seen.has(path)) throw new PckError('PCK_DUPLICATE_PATH', `${RES_PREFIX}${path} is given twice (files ${seen.get(path)} and ${index})`);
    seen.set(path, index);
    const { data } = file;
    if (typeof data !== 'string' && !(data instanceof Uint8Array)) throw new PckError('PCK_FILE_INVALID', `${RES_PREFIX}${path}: data must be a Uint8Array or a string`);
    return { stored: Buffer.from(path, 'utf8'), bytes: typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  });
  return entries.sort((a, b) => Buffer.compare(a.stored, b.stored));
}
