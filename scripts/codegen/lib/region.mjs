// Generated regions inside hand-written files: the text between two marker lines is the
// emitter's, the rest the author's. A file without its markers fails generation: the markers say
// where the table goes, and generation never guesses.
const regionStart = (banner) => `<generated: ${banner}>`;
const regionEnd = '</generated>';

/** `current` with the lines between the marker lines replaced by `body` (which ends with a line break). */
export function replaceRegion(current, target, banner, body) {
  if (current === null) throw new Error(`${target} is missing: it holds a generated region and cannot be made from scratch`);
  const lines = current.split('\n');
  const start = lines.findIndex((line) => line.includes(regionStart(banner)));
  const end = lines.findIndex((line, i) => i > start && line.includes(regionEnd));
  if (start < 0 || end < 0) throw new Error(`${target} lacks its generated-region marker lines ("${regionStart(banner)}" ... "${regionEnd}")`);
  return [...lines.slice(0, start + 1), body.replace(/\n$/, ''), ...lines.slice(end)].join('\n');
}
