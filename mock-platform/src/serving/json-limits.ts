// Bodies the mock platform stores and serves again must survive being serialised again: a body
// nested deeper than MAX_JSON_DEPTH is refused at the edge (a 6,000-deep value once broke the log,
// the state view and every game's init until restart).
import type { RequestHandler } from 'express';

/** Deepest nesting of arrays and objects accepted in a JSON body. */
export const MAX_JSON_DEPTH = 64;

/** The nesting depth of a parsed JSON value, counted without recursion, stopping past `limit`. */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) stack.push([child, level]);
  }
  return deepest;
}

const tooDeep = `the JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`;

/** Answers 400 to a parsed JSON body nested deeper than MAX_JSON_DEPTH, in the control surface's error shape. */
export const limitJsonDepth: RequestHandler = (req, res, next) => {
  if (jsonDepth(req.body) > MAX_JSON_DEPTH) return void res.status(400).json({ error: tooDeep, code: 'invalid_request' });
  next();
};

/** The same limit in the platform API's shape, so the platform SDK reports BAD_ARGUMENT with the reason. */
export const limitPlatformJsonDepth: RequestHandler = (req, res, next) => {
  if (jsonDepth(req.body) > MAX_JSON_DEPTH) return void res.status(400).json({ error: { code: 'BAD_ARGUMENT', message: tooDeep } });
  next();
};
