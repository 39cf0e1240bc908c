// The game's fields as a form (create and update), and the form's answer read back into the
// API's own validation, so the dashboard and the API accept exactly the same games.
import { escapeHtml } from './dashboard-html.js';
import { ENGINES, ORIENTATIONS, parseGameUpdate, parseNewGame, type GameFields } from '../records/game-fields.js';

const options = (values: readonly string[], selected: string | null, empty?: string) =>
  `${empty === undefined ? '' : `<option value=""${selected === null ? ' selected' : ''}>${escapeHtml(empty)}</option>`}${values
    .map((value) => `<option${value === selected ? ' selected' : ''}>${escapeHtml(value)}</option>`)
    .join('')}`;

/** The form posting a game's fields to `action`, filled with `game` when it updates one. */
// A select is labelled with `for` rather than by wrapping: a wrapping label would add the
// selected option's text to the select's accessible name.
export function gameFieldsForm(action: string, submit: string, game?: GameFields): string {
  return `<form method="post" action="${escapeHtml(action)}" class="stack">
<label>Name <input name="name" required value="${escapeHtml(game?.name)}"></label>
<label>Description <textarea name="description" rows="2">${escapeHtml(game?.description)}</textarea></label>
<div class="field"><label for="game-engine">Engine</label><select id="game-engine" name="engine">${options(ENGINES, game?.engine ?? null, 'not set')}</select></div>
<label>Category <input name="category" maxlength="100" value="${escapeHtml(game?.category)}"></label>
<label>Tags <span class="hint">comma-separated; up to 20, each up to 50 characters</span><input name="tags" value="${escapeHtml(game?.tags.join(', '))}"></label>
<div class="field"><label for="game-orientation">Orientation</label><select id="game-orientation" name="orientation">${options(ORIENTATIONS, game?.orientation ?? 'both')}</select></div>
<div><button type="submit" class="primary">${escapeHtml(submit)}</button></div>
</form>`;
}

/** The form's strings as the API's JSON fields: blank optional text is null, tags split at commas. */
function fromForm(form: Record<string, unknown>): Record<string, unknown> {
  const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
  const optional = (name: string) => (text(name) === undefined ? undefined : text(name)!.trim() === '' ? null : text(name));
  const tags = text('tags');
  return {
    name: text('name'),
    description: optional('description'),
    engine: optional('engine'),
    category: optional('category'),
    tags: tags === undefined ? undefined : tags.split(',').map((tag) => tag.trim()).filter(Boolean),
    orientation: text('orientation'),
  };
}

/** A new game from the form, validated as POST /api/v1/games validates it. */
export const newGameFromForm = (form: Record<string, unknown>): GameFields => parseNewGame(fromForm(form));

/** The fields of an update from the form, validated as PATCH /api/v1/games/:id validates them. */
export const gameUpdateFromForm = (form: Record<string, unknown>): Partial<GameFields> => parseGameUpdate(fromForm(form));
